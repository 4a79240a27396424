import { expect, test } from './fixtures';

/** Does the production build answer the way a browser and a CDN expect? */

const assetPaths = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

test('GET /api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('the home page loads with a heading, no script errors and no serious axe violation', async ({
  page,
  axe,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^(pt-BR|en)$/);
  await axe();
  expect(errors, 'console errors (a CSP refusal shows here)').toEqual([]);
});

test('an unknown page answers 404 and still shows the app', async ({ page }) => {
  const res = await page.goto('/this-page-does-not-exist');
  expect(res?.status()).toBe(404);
  expect(res?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('an unknown API path answers 404 JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/this-does-not-exist');
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe('not_found');
});

test('hashed assets are cached forever and index.html never', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const assets = assetPaths(await index.text());
  expect(assets.some((p) => p.endsWith('.js'))).toBe(true);
  for (const path of assets) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
});

test('a JavaScript asset is sent brotli-compressed to a client that asks for it', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/');
  const script = assetPaths(await index.text()).find((p) => p.endsWith('.js'))!;
  // Node's fetch shows the Content-Encoding it received (and decodes the body).
  const br = await fetch(`${baseURL}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(br.status).toBe(200);
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-type')).toMatch(/javascript/);
  expect((await br.text()).length).toBeGreaterThan(1024);
  const gzip = await fetch(`${baseURL}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
});
