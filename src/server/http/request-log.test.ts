import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';
import type { AppEnv } from './types';

/** Lines a pino logger wrote, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('requestLog: a request that does not answer is seen while it waits (decision 128)', () => {
  it('warns once, naming the method and path, when no answer came in time; a quick answer says nothing of it', async () => {
    const { logger, lines } = capture();
    let release = () => {};
    const app = new Hono<AppEnv>()
      .use('*', requestLog(logger, undefined, { stillWaitingMs: 50 }))
      .put('/api/settings/staff/seo', async (c) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return c.json({ ok: true });
      })
      .get('/quick', (c) => c.json({ ok: true }));

    const answer = app.request('/api/settings/staff/seo', { method: 'PUT' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const waiting = lines.filter((l) => l.msg === 'request still waiting for its answer');
    expect(waiting).toEqual([
      expect.objectContaining({ level: 40, method: 'PUT', path: '/api/settings/staff/seo', waitingMs: 50 }),
    ]);
    release();
    expect((await answer).status).toBe(200);

    await app.request('/quick');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((l) => l.msg === 'request still waiting for its answer')).toHaveLength(1);
  });
});
