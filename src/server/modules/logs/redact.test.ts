import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, REDACTED, redactMessage, redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/api/orders/staff', '/api/orders/staff'],
    [
      '/api/orders/staff/3f2b8c1e-1d2a-4b5c-8d9e-0a1b2c3d4e5f',
      '/api/orders/staff/3f2b8c1e-1d2a-4b5c-8d9e-0a1b2c3d4e5f',
    ],
    ['/api/invitations/abcdefghijklmnopqrstuvwxyz012345', `/api/invitations/${REDACTED}`],
    ['/api/reports/staff/charts?days=7&token=abc', `/api/reports/staff/charts?days=7&token=${REDACTED}`],
    ['/reset?code=123456&email=a@b.c', `/reset?code=${REDACTED}&email=a@b.c`],
    [
      '/x?access_token=1&api_key=2&password=3&sig=4',
      `/x?access_token=${REDACTED}&api_key=${REDACTED}&password=${REDACTED}&sig=${REDACTED}`,
    ],
    ['/x?next=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', `/x?next=${REDACTED}`],
    ['/x?q=picanha&page=2', '/x?q=picanha&page=2'],
  ])('%s → %s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});

describe('redactMessage', () => {
  it('hides credentials named or shaped like one, keeps the rest, one line and bounded', () => {
    const bearer = redactMessage('fetch failed: Authorization: Bearer abc.def');
    expect(bearer).toMatch(/^fetch failed: Authorization: \[redacted\]/);
    expect(bearer).not.toContain('abc.def');
    expect(redactMessage('bad token=s3cr3t-value in\nrequest')).toBe(`bad token=${REDACTED} in request`);
    expect(redactMessage('key AKIAIOSFODNN7EXAMPLEAKIAIOSFODNN7 refused')).toBe(`key ${REDACTED} refused`);
    expect(redactMessage('relation "order_day_totals" does not exist')).toBe(
      'relation "order_day_totals" does not exist',
    );
    expect(redactMessage('x '.repeat(400))).toHaveLength(MESSAGE_MAX);
  });
});
