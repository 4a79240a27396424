import { describe, expect, it } from 'vitest';
import { deskListQuerySchema, deskPreview, isRetryable, needsAttention } from './desk';

describe('the message desk rules (decision 043)', () => {
  it.each([
    ['failed', true],
    ['not_configured', true],
    ['queued', false],
    ['sending', false],
    ['sent', false],
    ['blocked', false],
  ] as const)('%s may be sent again: %s', (state, expected) => {
    expect(isRetryable(state)).toBe(expected);
  });

  it.each([
    [{ configured: true, failing: false }, false],
    [{ configured: false, failing: false }, true],
    [{ configured: true, failing: true }, true],
  ])('%j needs attention: %s', (h, expected) => {
    expect(
      needsAttention({ channel: 'email', lastError: null, lastErrorKey: null, lastErrorParams: null, ...h }),
    ).toBe(expected);
  });

  it.each([
    ['short text', 'Olá!', 'Olá!'],
    ['lines joined', 'Olá,\n\nMaria', 'Olá, Maria'],
    ['cut at 100 code points (an emoji is not split)', `${'a'.repeat(99)}🥩🥩`, `${'a'.repeat(99)}🥩`],
  ])('preview: %s', (_name, body, expected) => {
    expect(deskPreview(body)).toBe(expected);
  });

  it.each([
    [{}, true],
    [
      {
        state: 'failed',
        kind: 'coupon',
        channel: 'whatsapp',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '2',
      },
      true,
    ],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ state: 'lost' }, false],
    [{ page: '0' }, false],
    [{ from: '30/11/2026' }, false],
  ])('query %j accepted: %s', (query, ok) => {
    expect(deskListQuerySchema.safeParse(query).success).toBe(ok);
  });
});
