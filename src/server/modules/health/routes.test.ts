import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { healthRoutes } from './routes';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 200 {"status":"ok"} while the database answers, never cached', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 once the database is closed', async () => {
    await t.database.close();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

it('answers 503 when the database does not answer a ping', async () => {
  const app = new Hono().route('/api/health', healthRoutes({ ping: async () => false }));
  const res = await app.request('/api/health');
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ status: 'unavailable' });
});

it('answers 200 "degraded" with the reasons when the server runs without something it was given', async () => {
  const reasons = ['redis: REDIS_URL (127.0.0.1:6390) does not answer'];
  const app = new Hono().route(
    '/api/health',
    healthRoutes({ ping: async () => true }, { degraded: () => reasons }),
  );
  const res = await app.request('/api/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'degraded', reasons });
  const healthy = new Hono().route(
    '/api/health',
    healthRoutes({ ping: async () => true }, { degraded: () => [] }),
  );
  expect(await (await healthy.request('/api/health')).json()).toEqual({ status: 'ok' });
});
