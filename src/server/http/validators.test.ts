import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33: every route reads its input through the one validate() (src/server/http/validate.ts),
 * so every part gets the shared schema, the DESIGN §6 refusal and the unstorable-text check
 * (a NUL in `?q=` answered 500 on a route that wrapped @hono/zod-validator itself).
 *
 * The rule, checked on the syntax tree of every src/server file but the tests (comments and strings
 * never count):
 * - only validate.ts imports `@hono/zod-validator` (import, export … from, import(), require());
 * - a request's raw input is not read outside validate(): `req.query`, `queries`, `param`,
 *   `header`, `json`, `parseBody`, `text`, `arrayBuffer`, `formData`, `blob`, `raw`, `url` on
 *   `<anything>.req` or a destructured `req`, and hono/cookie's `getCookie`/`getSignedCookie`.
 *   What the HTTP layer reads for itself (caching, origin, logging, the session cookie) and the few
 *   reads left to a service are allowed below, per file, with the number of times and the reason.
 *   A new raw read, one more of an allowed one, or an allowance no longer used fails the test.
 * Reads through some other name for the request (`const r = c.req; r.query()`) are not seen; the
 * fuzz test (src/server/fuzz.test.ts) still probes every route at run time.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const VALIDATE_FILE = 'src/server/http/validate.ts';
const ZOD_VALIDATOR = '@hono/zod-validator';
const READERS = new Set([
  'query',
  'queries',
  'param',
  'header',
  'json',
  'parseBody',
  'text',
  'arrayBuffer',
  'formData',
  'blob',
  'raw',
  'url',
]);
const COOKIE_READERS = new Set(['getCookie', 'getSignedCookie']);

type Allowance = { times: number; why: string };

/** Path ids a service checks itself: no UUID shape is its 404, which validate('param') would make 400. */
const SERVICE_404 = "the service's own UUID-shape check answers 404 (validate('param') would say 400)";
/** The request's URL for its origin, never a query value. */
const URL_ORIGIN = "the request URL's origin, no query value read";

/** Raw reads allowed outside validate(), per file: the read as written (quotes single) → why. */
const ALLOWED: Record<string, Record<string, Allowance>> = {
  'src/server/http/client-ip.ts': {
    "header('x-forwarded-for')": { times: 1, why: 'the rate-limit key, from trusted proxies only' },
  },
  'src/server/http/origin-check.ts': {
    "header('origin')": { times: 1, why: 'the CSRF check compares it, nothing stored' },
    "header('sec-fetch-site')": { times: 1, why: 'the CSRF check compares it, nothing stored' },
    url: { times: 1, why: URL_ORIGIN },
  },
  'src/server/http/request-log.ts': {
    "header('x-request-id')": { times: 1, why: 'kept only when it matches REQUEST_ID, else a new UUID' },
    url: { times: 1, why: "a 5xx's path and query as sent (still percent-encoded) for the error log" },
  },
  'src/server/http/security-headers.ts': {
    "header('x-forwarded-proto')": { times: 1, why: "HSTS behind a trusted proxy, compared with 'https'" },
    url: { times: 1, why: "the request URL's protocol, compared with 'https:'" },
  },
  'src/server/http/session.ts': {
    raw: { times: 1, why: "the request's headers handed to better-auth, which reads the session cookie" },
    "header('cookie')": {
      times: 1,
      why: "only tested for the session cookie's name before asking better-auth",
    },
  },
  'src/server/http/spa.ts': {
    url: { times: 2, why: 'the origin, and the path and query handed to the server-rendered page (ssr/)' },
    'getCookie(c, LANGUAGE_COOKIE)': { times: 1, why: 'the language toggle, read through initialLanguage()' },
  },
  'src/server/modules/accounts/routes.ts': {
    "param('storeId')": { times: 1, why: "already checked by validate('param', storeParam) just before" },
  },
  'src/server/modules/cart/routes.ts': {
    'header(CART_SESSION_HEADER)': {
      times: 1,
      why: 'a guest cart id: anything not UUID-shaped counts as none',
    },
  },
  'src/server/modules/catalogue/content-staff-routes.ts': {
    "param('id')": { times: 4, why: SERVICE_404 },
    "param('key')": { times: 1, why: 'the service answers 404 for a key not among the home sections' },
  },
  'src/server/modules/catalogue/product-staff-routes.ts': { "param('id')": { times: 6, why: SERVICE_404 } },
  'src/server/modules/catalogue/routes.ts': {
    "param('slug')": { times: 1, why: 'the service answers 422 (empty, too long) or 404 (routes.test.ts)' },
    "param('idOrSlug')": {
      times: 1,
      why: 'the service answers 422 (empty, too long) or 404 (routes.test.ts)',
    },
  },
  'src/server/modules/catalogue/send-cached.ts': {
    "header('if-none-match')": { times: 1, why: 'compared with the ETag for a 304' },
    "header('accept-encoding')": { times: 1, why: 'picks the compressed bytes to send' },
  },
  'src/server/modules/catalogue/seo.ts': { url: { times: 2, why: URL_ORIGIN } },
  'src/server/modules/catalogue/staff-routes.ts': { "param('id')": { times: 2, why: SERVICE_404 } },
  'src/server/modules/coupon-sending/routes.ts': { "param('id')": { times: 2, why: SERVICE_404 } },
  'src/server/modules/coupons/staff-routes.ts': { "param('id')": { times: 3, why: SERVICE_404 } },
  'src/server/modules/messaging/sms-webhook.ts': {
    "header('x-twilio-signature')": {
      times: 1,
      why: "Twilio's signature, checked with the SDK's validateRequest before anything is read",
    },
    url: { times: 1, why: 'the URL Twilio signed (its path and query), for the signature check' },
    'parseBody()': {
      times: 1,
      why: "every posted field goes into Twilio's signature; validate('form') then reads them",
    },
  },
  'src/server/modules/stores/staff-routes.ts': { "param('storeId')": { times: 1, why: SERVICE_404 } },
  'src/server/modules/media/file-routes.ts': {
    "param('name')": { times: 1, why: 'parsePictureName() checks it before the storage sees it; else 404' },
    "header('if-none-match')": { times: 1, why: 'compared with the ETag for a 304' },
  },
  'src/server/modules/orders/routes.ts': {
    'header(IDEMPOTENCY_HEADER)': { times: 1, why: 'parsed as a UUID by hand; the comment there says why' },
    "header('accept-language')": {
      times: 1,
      why: "only whether it starts with 'en': the hosted payment page's language",
    },
  },
  'src/server/modules/payments/routes.ts': {
    "header('content-length')": { times: 1, why: 'a number compared with the webhook size limit' },
    'text()': {
      times: 1,
      why: "Stripe's webhook: the signature covers the raw body, verified before anything is read",
    },
    "header('stripe-signature')": { times: 1, why: 'checked by the SDK against the raw body (HMAC-SHA256)' },
  },
};

type Finding = { line: number; kind: 'imports @hono/zod-validator' | 'reads raw input'; read: string };

// biome-ignore lint/suspicious/noExplicitAny: swc's syntax tree, walked generically.
type Node = any;

/** A syntax node (swc's argument wrappers `{ spread, expression }` have no type: see visit()). */
const isNode = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The expression under optional chaining, parentheses and type assertions. */
function unwrap(node: Node): Node {
  let current = node;
  for (;;) {
    if (current?.type === 'OptionalChainingExpression') current = current.base;
    else if (
      current?.type === 'ParenthesisExpression' ||
      current?.type === 'TsNonNullExpression' ||
      current?.type === 'TsAsExpression' ||
      current?.type === 'TsSatisfiesExpression'
    )
      current = current.expression;
    else return current;
  }
}

const propertyName = (node: Node): string | null => {
  if (node?.type === 'Identifier') return node.value;
  if (node?.type === 'Computed' && unwrap(node.expression)?.type === 'StringLiteral') {
    return unwrap(node.expression).value;
  }
  return null;
};

/** `req` itself (destructured) or `<anything>.req`. */
function isRequest(node: Node): boolean {
  const n = unwrap(node);
  if (n?.type === 'Identifier') return n.value === 'req';
  return n?.type === 'MemberExpression' && propertyName(n.property) === 'req';
}

/** The reader's name when `node` is `<request>.<reader>`, else null. */
function readerOf(node: Node): string | null {
  const n = unwrap(node);
  if (n?.type !== 'MemberExpression' || !isRequest(n.object)) return null;
  const name = propertyName(n.property);
  return name !== null && READERS.has(name) ? name : null;
}

/**
 * What one file imports of @hono/zod-validator and reads of the raw request, by line. The read is
 * spelled as in the source (`param('id')`, `header(CART_SESSION_HEADER)`, `raw`), whitespace
 * collapsed and double quotes made single, so the allow-list survives reformatting and moved lines.
 */
function scanSource(source: string, syntax: 'ts' | 'tsx' = 'ts'): Finding[] {
  const module = parseSync(source, { syntax: 'typescript', tsx: syntax === 'tsx' });
  // swc's spans count UTF-8 bytes from 1.
  const bytes = Buffer.from(source, 'utf8');
  const textOf = (span: { start: number; end: number }) =>
    bytes
      .subarray(span.start - 1, span.end - 1)
      .toString('utf8')
      .replace(/\s+/g, ' ')
      .replaceAll('"', "'");
  const lineOf = (span: { start: number }) =>
    bytes
      .subarray(0, span.start - 1)
      .toString('utf8')
      .split('\n').length;
  const callText = (name: string, call: Node) =>
    `${name}(${call.arguments.map((a: Node) => (a.spread ? '...' : '') + textOf(a.expression.span)).join(', ')})`;

  const findings: Finding[] = [];
  const calledReaders = new Set<Node>();
  const importsValidator = (node: Node, from: Node) => {
    const source = unwrap(from);
    if (source?.type === 'StringLiteral' && source.value === ZOD_VALIDATOR) {
      findings.push({ line: lineOf(node.span), kind: 'imports @hono/zod-validator', read: ZOD_VALIDATOR });
    }
  };

  const visit = (node: Node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.source) importsValidator(node, node.source);
        break;
      case 'TsImportType':
        importsValidator(node, node.argument);
        break;
      case 'TsImportEqualsDeclaration':
        if (node.moduleRef?.type === 'TsExternalModuleReference')
          importsValidator(node, node.moduleRef.expression);
        break;
      case 'CallExpression': {
        const callee = unwrap(node.callee);
        if (callee?.type === 'Import' || (callee?.type === 'Identifier' && callee.value === 'require')) {
          if (node.arguments[0]) importsValidator(node, node.arguments[0].expression);
        }
        if (callee?.type === 'Identifier' && COOKIE_READERS.has(callee.value)) {
          findings.push({
            line: lineOf(node.span),
            kind: 'reads raw input',
            read: callText(callee.value, node),
          });
        }
        const reader = readerOf(callee);
        if (reader !== null) {
          calledReaders.add(callee);
          findings.push({ line: lineOf(node.span), kind: 'reads raw input', read: callText(reader, node) });
        }
        break;
      }
      case 'MemberExpression': {
        const reader = calledReaders.has(node) ? null : readerOf(node);
        if (reader !== null)
          findings.push({ line: lineOf(node.span), kind: 'reads raw input', read: reader });
        break;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) {
          if (isNode(item)) visit(item);
          else if (isNode(item?.expression)) visit(item.expression);
        }
      } else if (isNode(value)) visit(value);
    }
  };
  for (const item of module.body) visit(item);
  return findings.sort((a, b) => a.line - b.line);
}

/**
 * The rule over a set of files (path from the repository root → source): each violation as
 * `file:line what`, and each allowance no longer matched by exactly its number of reads.
 */
function checkFiles(
  files: Record<string, string>,
  allowed: Record<string, Record<string, Allowance>> = ALLOWED,
): { violations: string[]; unused: string[] } {
  const violations: string[] = [];
  const unused: string[] = [];
  const seen = new Map<string, number>();
  for (const [file, source] of Object.entries(files)) {
    for (const finding of scanSource(source, file.endsWith('.tsx') ? 'tsx' : 'ts')) {
      if (finding.kind === 'imports @hono/zod-validator') {
        if (file !== VALIDATE_FILE) violations.push(`${file}:${finding.line} ${finding.kind}`);
        continue;
      }
      const key = `${file} ${finding.read}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      const allowance = allowed[file]?.[finding.read];
      if (!allowance || count > allowance.times) {
        violations.push(`${file}:${finding.line} ${finding.kind}: ${finding.read}`);
      }
    }
  }
  for (const [file, reads] of Object.entries(allowed)) {
    if (!(file in files)) continue;
    for (const [read, { times }] of Object.entries(reads)) {
      const count = seen.get(`${file} ${read}`) ?? 0;
      if (count < times) unused.push(`${file} ${read}: allowed ${times}×, read ${count}×`);
    }
  }
  return { violations, unused };
}

/** Every src/server file but the tests, by its path from the repository root. */
function serverFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        files[relative(ROOT, path).split(sep).join('/')] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(join(ROOT, 'src', 'server'));
  return files;
}

describe('every route validator goes through the one validate()', () => {
  it('finds the server files', () => {
    const files = Object.keys(serverFiles());
    expect(files).toContain(VALIDATE_FILE);
    expect(files).toContain('src/server/modules/catalogue/content-staff-routes.ts');
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('only validate.ts imports @hono/zod-validator and no route reads raw input', () => {
    expect(checkFiles(serverFiles()).violations).toEqual([]);
  });

  it('every allowance is still used, as many times as it says', () => {
    expect(checkFiles(serverFiles()).unused).toEqual([]);
  });
});

describe('the scanner, on planted code', () => {
  const ROUTE = 'src/server/modules/planted/routes.ts';
  const violationsOf = (source: string, file = ROUTE, allowed: typeof ALLOWED = {}) =>
    checkFiles({ [file]: source }, allowed).violations;

  it('refuses a route file wrapping @hono/zod-validator itself, however it is imported', () => {
    const planted = `import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
const query = zValidator('query', schema, (r) => { if (!r.success) throw new Error(); });
export const routes = new Hono().get('/x', query, (c) => c.json(c.req.valid('query')));
export { zValidator as again } from "@hono/zod-validator";
const lazy = () => import('@hono/zod-validator');
type Hook = import('@hono/zod-validator').Hook<unknown, never, never>;
`;
    expect(violationsOf(planted)).toEqual([
      `${ROUTE}:1 imports @hono/zod-validator`,
      `${ROUTE}:5 imports @hono/zod-validator`,
      `${ROUTE}:6 imports @hono/zod-validator`,
      `${ROUTE}:7 imports @hono/zod-validator`,
    ]);
    expect(violationsOf(planted, VALIDATE_FILE)).toEqual([]);
  });

  it('refuses a handler reading the query, params, headers, body or cookies without validate()', () => {
    const planted = `export const routes = new Hono<AppEnv>()
  .get('/testimonials', async (c) => c.json(await list({ q: c.req.query('q') })))
  .get('/all', async (c) => c.json(c.req.queries()))
  .patch('/:id', async (ctx) => ctx.json(await save(ctx.req.param("id"), await ctx.req.json())))
  .post('/form', async (c) => c.json(await c.req.parseBody()))
  .post('/text', async (c) => { const { req } = c; return c.json({ body: await req.text() }); })
  .get('/ua', (c) => c.json({ who: c.req?.header('user-agent'), q: new URL(c.req.url).searchParams.get('q') }))
  .get('/me', (c) => c.json({ theme: getCookie(c, 'theme'), body: c.req.raw.body }));
`;
    expect(violationsOf(planted)).toEqual([
      `${ROUTE}:2 reads raw input: query('q')`,
      `${ROUTE}:3 reads raw input: queries()`,
      `${ROUTE}:4 reads raw input: param('id')`,
      `${ROUTE}:4 reads raw input: json()`,
      `${ROUTE}:5 reads raw input: parseBody()`,
      `${ROUTE}:6 reads raw input: text()`,
      `${ROUTE}:7 reads raw input: header('user-agent')`,
      `${ROUTE}:7 reads raw input: url`,
      `${ROUTE}:8 reads raw input: getCookie(c, 'theme')`,
      `${ROUTE}:8 reads raw input: raw`,
    ]);
  });

  it('lets validate() through and ignores comments and strings', () => {
    const clean = `// Not c.req.query('q'): validate() reads it.
/* nor c.req.json() */
const hint = "use c.req.param('id') nowhere";
export const routes = new Hono<AppEnv>().get('/x', validate('query', schema), (c) =>
  c.json({ q: c.req.valid('query').q, path: c.req.path, method: c.req.method, hint }),
);
`;
    expect(violationsOf(clean)).toEqual([]);
  });

  it('allows a listed read as many times as listed, and no more', () => {
    const allowed = { [ROUTE]: { "param('id')": { times: 1, why: 'planted' } } };
    const once = `app.get('/:id', (c) => c.json(find(c.req.param('id'))));
`;
    expect(checkFiles({ [ROUTE]: once }, allowed)).toEqual({ violations: [], unused: [] });
    expect(
      violationsOf(
        `${once}app.delete('/:id', (c) => c.json(drop(c.req.param('id'))));
`,
        ROUTE,
        allowed,
      ),
    ).toEqual([`${ROUTE}:2 reads raw input: param('id')`]);
    expect(checkFiles({ [ROUTE]: 'app.get("/", (c) => c.text("ok"));' }, allowed).unused).toEqual([
      `${ROUTE} param('id'): allowed 1×, read 0×`,
    ]);
  });
});
