import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { onError } from './errors';
import { createTurns, turnsMiddleware } from './turns';
import type { AppEnv } from './types';

/** The checkout's refusal (orders/checkout-paths.ts), as the turns are given it. */
const checkoutBusy = () => new AppError('unavailable', 'order.checkoutBusy');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTurns (decision 130)', () => {
  it('lets `size` in at once and the others in the order they came', async () => {
    const turns = createTurns(2, 10_000, checkoutBusy);
    const entered: number[] = [];
    const ends = new Map<number, () => void>();
    const take = (n: number) =>
      turns.take().then((end) => {
        entered.push(n);
        ends.set(n, end);
      });
    const all = [1, 2, 3, 4, 5].map(take);
    await tick();
    expect(entered).toEqual([1, 2]);
    expect(turns.state).toEqual({ inside: 2, waiting: 3 });
    ends.get(2)?.();
    await tick();
    expect(entered).toEqual([1, 2, 3]);
    // Ending a turn twice hands over one place, not two.
    ends.get(2)?.();
    await tick();
    expect(entered).toEqual([1, 2, 3]);
    ends.get(1)?.();
    ends.get(3)?.();
    await Promise.all(all);
    expect(entered).toEqual([1, 2, 3, 4, 5]);
    ends.get(4)?.();
    ends.get(5)?.();
    expect(turns.state).toEqual({ inside: 0, waiting: 0 });
  });

  it('a newcomer never passes a waiting request', async () => {
    const turns = createTurns(1, 10_000, checkoutBusy);
    const first = await turns.take();
    const order: string[] = [];
    const waiting = turns.take().then((end) => {
      order.push('waiting');
      end();
    });
    first();
    const late = turns.take().then((end) => {
      order.push('late');
      end();
    });
    await Promise.all([waiting, late]);
    expect(order).toEqual(['waiting', 'late']);
  });

  it('refuses a request that waited too long, and lets the next one in', async () => {
    const turns = createTurns(1, 30, checkoutBusy);
    const held = await turns.take();
    const refused = turns.take();
    await expect(refused).rejects.toMatchObject({ code: 'unavailable', key: 'order.checkoutBusy' });
    expect(turns.state).toEqual({ inside: 1, waiting: 0 });
    held();
    const next = await turns.take();
    expect(turns.state).toEqual({ inside: 1, waiting: 0 });
    next();
  });

  it('forgets a request whose client went away', async () => {
    const turns = createTurns(1, 10_000, checkoutBusy);
    const held = await turns.take();
    const gone = new AbortController();
    const leaving = turns.take(gone.signal);
    gone.abort(new Error('closed'));
    await expect(leaving).rejects.toThrow('closed');
    expect(turns.state).toEqual({ inside: 1, waiting: 0 });
    held();
    expect(turns.state).toEqual({ inside: 0, waiting: 0 });
  });
});

describe('turnsMiddleware', () => {
  function app(size: number, waitMs: number) {
    const turns = createTurns(size, waitMs, checkoutBusy);
    const app = new Hono<AppEnv>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.use(
      '*',
      turnsMiddleware(turns, (method, path) => method === 'POST' && path === '/slow'),
    );
    app.post('/slow', async (c) => {
      await gate;
      return c.json({ ok: true });
    });
    app.post('/early', async (c) => c.json({ ok: true }));
    app.onError(onError);
    return { app, turns, release };
  }

  it('answers 503 "try again" when the turn never came, and leaves other routes alone', async () => {
    const { app: a, release } = app(1, 30);
    const first = a.request('/slow', { method: 'POST' });
    const second = await a.request('/slow', { method: 'POST', headers: { 'accept-language': 'en' } });
    expect(second.status).toBe(503);
    expect(((await second.json()) as { error: { key: string } }).error.key).toBe('order.checkoutBusy');
    expect((await a.request('/early', { method: 'POST' })).status).toBe(200);
    release();
    expect((await first).status).toBe(200);
  });

  it('gives the turn back when the handler fails', async () => {
    const turns = createTurns(1, 10_000, checkoutBusy);
    const failing = new Hono<AppEnv>();
    failing.use(
      '*',
      turnsMiddleware(turns, () => true),
    );
    failing.post('/', () => {
      throw new AppError('validation_failed', 'order.emptyCart');
    });
    failing.onError(onError);
    expect((await failing.request('/', { method: 'POST' })).status).toBe(422);
    expect(turns.state).toEqual({ inside: 0, waiting: 0 });
  });
});
