import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A stream that keeps what was written to it. */
function sink() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the log format (LOG_FORMAT)', () => {
  it('pretty: one readable line per request, the password never in it', () => {
    const to = sink();
    const log = createLogger('info', 'pretty', to.stream);
    log
      .child({ reqId: 'abc12345' })
      .info({ method: 'POST', path: '/api/orders', status: 201, ms: 48 }, 'request');
    log.child({ module: 'orders' }).warn({ orderId: 'o-1', password: 'segredo' }, 'hold failed');
    const out = to.text();
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request POST \/api\/orders → 201 \(48 ms\)$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: \[orders\] hold failed \{"orderId":"o-1"\}$/);
    expect(out).not.toContain('segredo');
  });

  it('json: one JSON object a line, with the request fields as fields', () => {
    const to = sink();
    createLogger('info', to.stream).info(
      { method: 'GET', path: '/api/health', status: 200, ms: 1 },
      'request',
    );
    const entry = JSON.parse(to.text());
    expect(entry).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: 200,
      service: 'shop',
    });
  });
});
