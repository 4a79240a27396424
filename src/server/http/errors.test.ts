import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KEYS } from '@/shared/messages';
import { jsonRequest } from '@/testing/test-app';
import { AppError } from './app-error';
import { onError } from './errors';
import type { AppEnv } from './types';
import { validate } from './validate';

/** A tiny app with the real onError and validator: no route of the shop reads a JSON body yet. */
function appWith(route: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  route(app);
  app.onError(onError);
  return app;
}

const Input = z.object({
  name: z.string().min(2, KEYS.account.nameShort).max(10, KEYS.order.noteTooLong),
  qty: z.number().int().positive(),
});
const echo = appWith((app) => app.post('/echo', validate('json', Input), (c) => c.json(c.req.valid('json'))));

describe('onError and validate', () => {
  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const res = await echo.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Picanha",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', key: 'http.malformedJson', message: expect.stringContaining('JSON') },
    });
  });

  it('answers a body that fails the schema with 422 and each field message', async () => {
    const res = await jsonRequest(echo, 'POST', '/echo', { name: 'x', qty: 0 });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      key: 'account.nameShort',
      message: 'Informe seu nome completo',
    });
    expect(body.error.fields.name).toEqual([
      { key: 'account.nameShort', message: 'Informe seu nome completo' },
    ]);
    // zod's own refusal (no key of ours) becomes the generic one.
    expect(body.error.fields.qty).toEqual([{ key: 'common.invalidValue', message: 'Valor inválido.' }]);
  });

  it('carries a bound of the schema as a parameter of the key', async () => {
    const res = await jsonRequest(echo, 'POST', '/echo', { name: 'Picanha inteira', qty: 1 });
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.name).toEqual([
      { key: 'order.noteTooLong', params: { max: 10 }, message: 'Use no máximo 10 caracteres.' },
    ]);
  });

  it('passes a valid body through', async () => {
    const res = await jsonRequest(echo, 'POST', '/echo', { name: 'Picanha', qty: 2 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Picanha', qty: 2 });
  });

  it.each([
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['unavailable', 503],
  ] as const)('maps AppError %s to %i, never leaking its detail', async (code, status) => {
    const app = appWith((a) =>
      a.get('/x', () => {
        throw new AppError(code, undefined, { detail: 'row 42 in table secret_stuff' });
      }),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBe(code);
    expect(text).not.toContain('secret_stuff');
  });

  it('sends Retry-After and retryAt for a rate-limited request', async () => {
    const retryAt = new Date(Date.now() + 90_000);
    const app = appWith((a) =>
      a.get('/x', () => {
        throw new AppError('rate_limited', 'rateLimit.limited', { params: { time: '10:30' }, retryAt });
      }),
    );
    const res = await app.request('/x');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(89);
    expect((await res.json()).error).toEqual({
      code: 'rate_limited',
      key: 'rateLimit.limited',
      params: { time: '10:30' },
      message: 'Limite de requisições atingido. Tente novamente às 10:30',
      retryAt: retryAt.toISOString(),
    });
  });

  it('turns an HTTPException of 5xx and any other error into a plain 500', async () => {
    for (const error of [
      new HTTPException(502, { message: 'upstream x' }),
      new TypeError('x is undefined'),
    ]) {
      const app = appWith((a) =>
        a.get('/x', () => {
          throw error;
        }),
      );
      const res = await app.request('/x');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 'internal', key: 'common.internal', message: 'Erro inesperado. Tente novamente.' },
      });
    }
  });
});
