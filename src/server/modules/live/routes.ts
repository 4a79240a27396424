import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { liveResumeHeaderSchema, liveResumeSchema } from '@/shared/live/events';
import { scopeCovers, storeScope } from '@/shared/permissions/store-scope';
import { toLiveEvent } from './hub';
import { type LiveEventRow, liveEvents } from './schema';
import type { LiveService } from './service';
import { sseEvent, sseResponse } from './sse-sink';

/** Who a stream is for: which stored rows it hears (in memory and in SQL alike) and what it shows. */
type Listener = { hears: (row: LiveEventRow) => boolean; where: SQL | undefined; withActor: boolean };

/** Staff: the orders of the stores they reach (SPEC §6), and contact messages when they reach every store. */
function staffListener(c: Context<AppEnv>): Listener {
  const { profile } = currentAuth(c);
  const scope = storeScope({ role: profile?.role, storeId: profile?.store_id });
  const every = scope.kind === 'every';
  return {
    hears: (row) =>
      row.kind === 'contact_message' ? scopeCovers(scope, null) : scopeCovers(scope, row.store_id),
    where: every
      ? undefined
      : scope.kind === 'store'
        ? and(ne(liveEvents.kind, 'contact_message'), eq(liveEvents.store_id, scope.storeId))
        : sql`false`,
    withActor: true,
  };
}

/** A customer: her own orders' changes, without the staff member's name. */
function customerListener(c: Context<AppEnv>): Listener {
  const userId = currentAuth(c).user.id;
  return {
    hears: (row) => row.kind !== 'contact_message' && row.customer_user_id === userId,
    where: and(
      eq(liveEvents.customer_user_id, userId),
      inArray(liveEvents.kind, ['order_placed', 'status', 'payment', 'weighing', 'edit']),
    ),
    withActor: false,
  };
}

/** The id a stream resumes after: our client's `?after=`, else the browser's Last-Event-ID. */
function resumeFrom(query: { after?: string | undefined }, header: { 'last-event-id'?: string | undefined }) {
  const from = query.after ?? header['last-event-id'];
  return from === undefined ? null : Number(from);
}

/**
 * One server-sent-events stream (decision 088): it opens with a comment line (so a client knows
 * at once that no proxy holds it back), sends what the client missed since its last id, then each
 * event it hears, and a heartbeat comment every 25 s (SPEC §9). It ends after `maxStreamMs`, or when
 * the client falls too far behind: the client comes back with its last id and misses nothing.
 */
function openStream(c: Context<AppEnv>, live: LiveService, listener: Listener, after: number | null) {
  return sseResponse(c, async (sink) => {
    const queue: LiveEventRow[] = [];
    let wakeUp: (() => void) | null = null;
    let overflow = false;
    let ending = false;
    const ring = () => {
      const resolve = wakeUp;
      wakeUp = null;
      resolve?.();
    };
    const end = () => {
      ending = true;
      ring();
    };
    sink.onGone(ring);
    live.open.add(end);
    const unsubscribe = await live.hub.subscribe({
      hears: listener.hears,
      send: (row) => {
        if (queue.length >= live.maxQueue) overflow = true;
        else queue.push(row);
        ring();
      },
    });
    const ends = Date.now() + live.maxStreamMs;
    try {
      await sink.write(': open\n\n');
      // A first opening tells the newest id the screen's own read covers: a client resuming later
      // skips the look-back's older events (decision 102).
      if (after === null) await sink.write(`id: ${live.hub.floor()}\n\n`);
      const sent = new Set<number>();
      const write = (row: LiveEventRow) =>
        sink.write(sseEvent(String(row.id), JSON.stringify(toLiveEvent(row, listener.withActor))));
      if (after !== null) {
        for (const row of await live.hub.since(after, listener.where)) {
          sent.add(row.id);
          await write(row);
        }
      }
      let lastWrite = Date.now();
      while (!sink.gone && !overflow && !ending) {
        while (queue.length > 0) {
          const row = queue.shift() as LiveEventRow;
          if (sent.has(row.id)) continue;
          await write(row);
          lastWrite = Date.now();
        }
        sent.clear();
        const left = ends - Date.now();
        if (left <= 0) break;
        const beat = lastWrite + live.heartbeatMs - Date.now();
        if (beat <= 0) {
          await sink.write(': ping\n\n');
          lastWrite = Date.now();
          continue;
        }
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          timer = setTimeout(ring, Math.min(beat, left));
        });
        clearTimeout(timer);
      }
    } finally {
      live.open.delete(end);
      unsubscribe();
    }
  });
}

/**
 * The live streams, mounted at /api/orders before the orders' own routes (their `/:id` would read
 * "live" as an order id): `GET /staff/live` for the desk (view_orders; the stores the staff member
 * reaches) and `GET /live` for a signed-in customer's own orders. Visitors get 401.
 */
export function liveRoutes(live: LiveService) {
  return new Hono<AppEnv>()
    .get(
      '/staff/live',
      requireRoute('GET /api/orders/staff/live'),
      validate('query', liveResumeSchema),
      validate('header', liveResumeHeaderSchema),
      (c) => openStream(c, live, staffListener(c), resumeFrom(c.req.valid('query'), c.req.valid('header'))),
    )
    .get(
      '/live',
      requireSession,
      validate('query', liveResumeSchema),
      validate('header', liveResumeHeaderSchema),
      (c) =>
        openStream(c, live, customerListener(c), resumeFrom(c.req.valid('query'), c.req.valid('header'))),
    );
}
