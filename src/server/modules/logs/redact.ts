/**
 * What an error record may keep of a request and an error (decision 053): never a token, a
 * password or a signed link. Query values under a sensitive name, and anything shaped like a
 * credential (a long run of token characters that is not a UUID, a JWT, "Bearer …"), become
 * `[redacted]`; the message is cut to MESSAGE_MAX characters.
 */

export const REDACTED = '[redacted]';
export const MESSAGE_MAX = 500;

const SENSITIVE_NAME = /token|secret|pass|key|code|session|sig|auth|otp|hash|cookie|credential|jwt/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 24 or more token characters in one piece (an opaque token, a signature, a base64 secret). */
const TOKEN_LIKE = /[A-Za-z0-9_\-~+/=.]{24,}/g;
const BEARER = /\b(bearer|basic)\s+\S+/gi;
const NAMED = new RegExp(
  `\\b([\\w-]*(?:${SENSITIVE_NAME.source})[\\w-]*)(["']?\\s*[=:]\\s*["']?)[^\\s"'&,;]+`,
  'gi',
);

function redactTokens(text: string): string {
  return text.replace(TOKEN_LIKE, (run) =>
    UUID.test(run) || /^[\w-]+(\/[\w-]+)+$/.test(run) ? run : REDACTED,
  );
}

/** A path with its query, each sensitive or token-like part replaced. */
export function redactUrl(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const safePath = path
    .split('/')
    .map((segment) => (segment.length >= 24 && !UUID.test(segment) ? REDACTED : segment))
    .join('/');
  if (at < 0) return safePath;
  const query = pathAndQuery
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return name;
      const value = pair.slice(eq + 1);
      return `${name}=${SENSITIVE_NAME.test(name) ? REDACTED : redactTokens(value)}`;
    })
    .join('&');
  return query ? `${safePath}?${query}` : safePath;
}

/** An error's message without credentials, one line, at most MESSAGE_MAX characters. */
export function redactMessage(message: string): string {
  const clean = redactTokens(message.replace(BEARER, `$1 ${REDACTED}`).replace(NAMED, `$1$2${REDACTED}`))
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > MESSAGE_MAX ? `${clean.slice(0, MESSAGE_MAX - 1)}…` : clean;
}
