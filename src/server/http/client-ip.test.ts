import { describe, expect, it } from 'vitest';
import { clientIpFrom, normalizeIp } from './client-ip';

describe('the client address (X-Forwarded-For only from a trusted proxy)', () => {
  const trusted = new Set(['10.0.0.1', '10.0.0.2']);
  it.each([
    ['no socket (in-process request)', undefined, '1.2.3.4', 'unknown'],
    ['a direct client', '203.0.113.5', undefined, '203.0.113.5'],
    ['a direct client forging the header', '203.0.113.5', '1.2.3.4', '203.0.113.5'],
    ['a trusted proxy', '10.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['a trusted proxy, a forged first hop', '10.0.0.1', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
    ['two trusted proxies', '10.0.0.1', '198.51.100.7, 10.0.0.2', '198.51.100.7'],
    ['a trusted proxy without the header', '10.0.0.1', undefined, '10.0.0.1'],
    ['an IPv4-mapped socket address', '::ffff:10.0.0.1', '198.51.100.8', '198.51.100.8'],
  ])('%s', (_name, socket, forwarded, ip) => {
    expect(clientIpFrom(socket, forwarded, trusted)).toBe(ip);
  });

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    [' 2001:db8::1 ', '2001:db8::1'],
    ['::1', '::1'],
  ])('normalises %s', (raw, ip) => {
    expect(normalizeIp(raw)).toBe(ip);
  });
});
