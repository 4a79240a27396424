import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, createTestApp, jsonRequest, type TestApp } from '../testing/test-app';

let t: TestApp;
const log = captureLogger();

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
  // A route that fails the way a bug would; outside /api, which ends in its 404 catch-all.
  t.app.get('/boom', () => {
    throw new Error('connection to db-internal.example:5432 refused');
  });
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/api/health', '/api/settings', '/api/no-such-route'])('are on %s', async (path) => {
    const res = await t.app.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // The weighing panel's camera scan (decision 092) works on the shop's own pages, nowhere else.
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
  });

  it('sends HSTS only when the request came over https', async () => {
    expect(
      (await t.app.request('http://shop.test/api/health')).headers.get('strict-transport-security'),
    ).toBeNull();
    const https = await t.app.request('https://shop.test/api/health');
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('believes X-Forwarded-Proto from a trusted proxy', async () => {
    const proxied = await createTestApp({
      env: { TRUSTED_PROXIES: '10.0.0.5' },
      database: t.database,
      seed: false,
    });
    const socket = (address: string) => ({
      incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } },
    });
    const init = { headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await proxied.app.request('/api/health', init, socket('10.0.0.5'));
    const other = await proxied.app.request('/api/health', init, socket('10.0.0.6'));
    expect(trusted.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(other.headers.get('strict-transport-security')).toBeNull();
    await proxied.close();
  });
});

describe('request id', () => {
  it('echoes a well-formed incoming X-Request-Id', async () => {
    const res = await t.app.request('/api/health', { headers: { 'x-request-id': 'lb-7f3a9c21.abc_DEF' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c21.abc_DEF');
  });

  it.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['with spaces', 'not a valid id'],
    ['with markup', '<script>alert(1)</script>'],
    ['too long', 'a'.repeat(129)],
  ])('generates one when the incoming id is %s', async (_, incoming) => {
    const res = await t.app.request('/api/health', { headers: incoming ? { 'x-request-id': incoming } : {} });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).not.toBe(incoming);
  });

  it('differs between requests', async () => {
    const a = (await t.app.request('/api/health')).headers.get('x-request-id');
    const b = (await t.app.request('/api/health')).headers.get('x-request-id');
    expect(a).not.toBe(b);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/orders/123/whatever'],
    ['DELETE', '/api'],
  ])('%s %s answers 404 JSON in the error shape', async (method, path) => {
    const res = await jsonRequest(t.app, method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: 'not_found', key: 'http.apiRouteNotFound', message: expect.any(String) },
    });
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('answers 404 JSON outside /api when no web build is served', async () => {
    const res = await t.app.request('/some/page');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('request body limit', () => {
  const big = 'x'.repeat(1024 * 1024 + 1);

  it('refuses a body over 1 MB announced by Content-Length with 413 JSON', async () => {
    const res = await t.app.request('/api/settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('bad_request');
  });

  it('refuses a streamed body over 1 MB without Content-Length with 413 JSON', async () => {
    const res = await t.app.request('/api/settings', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('1 MB'),
    });
  });

  it('lets a body of 1 MB through to routing', async () => {
    const res = await t.app.request('/api/no-such-route', { method: 'POST', body: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(404);
  });
});

describe('compression', () => {
  it('gzips a JSON response over 1 KB when the client accepts gzip', async () => {
    const res = await t.app.request('/api/settings', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = new Response(res.body?.pipeThrough(new DecompressionStream('gzip')));
    expect((await plain.json()).brandName).toBeTruthy();
  });

  it('sends plain JSON to a client that does not accept compression', async () => {
    const res = await t.app.request('/api/settings');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).length).toBeGreaterThan(1024);
  });

  // Known bug: hono's compress() threshold reads Content-Length, which c.json() never sets, so
  // every JSON response is gzipped. Reported with its fix for app.ts; change to it() once fixed.
  it('leaves small responses uncompressed', async () => {
    const res = await t.app.request('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('unexpected errors', () => {
  it('answer a plain 500 JSON without internals, and the log keeps the detail', async () => {
    const res = await t.app.request('/boom', { headers: { 'x-request-id': 'trace-boom-0001' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', key: 'common.internal', message: expect.any(String) },
    });
    expect(text).not.toMatch(/db-internal|5432|Error|stack|at /);
    expect(res.headers.get('x-request-id')).toBe('trace-boom-0001');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const logged = log.lines().find((l) => l.reqId === 'trace-boom-0001' && l.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain('db-internal.example:5432');
  });
});
