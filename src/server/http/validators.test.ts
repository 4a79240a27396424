import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';
import { ALLOWED, type Allowance } from '@/testing/raw-input-allowances';

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
