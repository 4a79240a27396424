import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@/testing/test-app';
import { isAllowedOrigin } from './origin-check';

describe('which origins may send writes', () => {
  const url = 'http://shop.internal:3000/api/accounts/login';
  it.each([
    ['the same host', 'http://shop.internal:3000', false, true],
    ['the same host over https (TLS proxy)', 'https://shop.internal:3000', false, true],
    ['PUBLIC_URL', 'https://shop.example.com', false, true],
    ['another site', 'https://evil.example', false, false],
    ['a look-alike of PUBLIC_URL', 'https://shop.example.com.evil.example', false, false],
    ['localhost in development', 'http://localhost:5173', true, true],
    ['localhost in production', 'http://localhost:5173', false, false],
    ['null (sandboxed frame)', 'null', true, false],
  ])('%s', (_name, origin, allowLocal, allowed) => {
    expect(isAllowedOrigin(origin, url, { publicUrl: 'https://shop.example.com', allowLocal })).toBe(allowed);
  });
});

describe('writes from another site are refused on the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.request('http://localhost:3000/api/accounts/logout', { method: 'POST', headers });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }, 403],
    ['the same origin', { origin: 'http://localhost:3000' }, 200],
    ['no Origin at all (curl)', {}, 200],
  ])('%s → %i', async (_name, headers, status) => {
    const res = await post(headers);
    expect(res.status).toBe(status);
    if (status === 403) expect((await res.json()).error.code).toBe('forbidden');
  });

  it('reads are never refused for their origin', async () => {
    const res = await t.app.request('/api/accounts/session', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});
