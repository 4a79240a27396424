import type { GoogleSignInClient } from './google-sign-in-config';
import type { ProviderResult } from './service';

/**
 * The "Entrar com Google" card's "Testar" (issue 40, decision 102): as far as can be checked
 * without a person signing in — the issuer's discovery document is reachable, says it is that
 * issuer and names the endpoints a sign-in uses; and the authorization endpoint, asked for this
 * client id, does not refuse it as unknown (Google answers `invalid_client`; a known client gets
 * its sign-in page or a redirect). The secret is only proved by a real sign-in.
 */
export async function checkGoogleSignIn(
  client: GoogleSignInClient,
  timeoutMs: number,
): Promise<ProviderResult> {
  const fail = (key: string, detail: string): ProviderResult => ({
    ok: false,
    reason: { key: `googleSignIn.${key}` as never, params: { detail } },
  });
  const signal = AbortSignal.timeout(timeoutMs);
  let doc: Record<string, unknown>;
  try {
    const res = await fetch(`${client.issuer}/.well-known/openid-configuration`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return fail('discoveryUnreachable', `HTTP ${res.status}`);
    doc = (await res.json()) as Record<string, unknown>;
  } catch (error) {
    return fail('discoveryUnreachable', error instanceof Error ? error.name : 'error');
  }
  const issuer = typeof doc.issuer === 'string' ? doc.issuer.replace(/\/+$/, '') : '';
  if (issuer !== client.issuer) return fail('issuerMismatch', issuer || '—');
  const missing = ['authorization_endpoint', 'token_endpoint', 'jwks_uri'].filter(
    (field) => typeof doc[field] !== 'string',
  );
  if (missing.length) return fail('endpointsMissing', missing.join(', '));
  try {
    const url = new URL(doc.authorization_endpoint as string);
    url.search = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const res = await fetch(url, { signal, redirect: 'manual' });
    const text = res.status >= 400 ? await res.text() : '';
    if (res.status === 401 || /invalid_client|client[^a-z]+not found/i.test(text))
      return { ok: false, reason: { key: 'googleSignIn.clientRejected' } };
  } catch (error) {
    return fail('discoveryUnreachable', error instanceof Error ? error.name : 'error');
  }
  return { ok: true };
}
