import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer address; undefined for in-process requests (tests) that have no socket. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are one client. */
export function normalizeIp(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address. X-Forwarded-For is believed only when the socket peer is a configured
 * proxy (TRUSTED_PROXIES); the chain is then read right to left, skipping further trusted
 * proxies, and the first address not ours is the client. Anyone else could write that header.
 */
export function clientIpFrom(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
) {
  const peer = socket ? normalizeIp(socket) : undefined;
  if (!peer) return 'unknown';
  if (!trusted.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map(normalizeIp).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? peer;
}

export function clientIp(c: Context, trusted: ReadonlySet<string>): string {
  return clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for'), trusted);
}
