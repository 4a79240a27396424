import { and, asc, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type ChangeNotices, NOTICE_CHANNEL } from '@/server/lib/change-notices';
import { LIVE_KEEP_MS, LIVE_LOOKBACK_MS, type LiveEvent, type LiveKind } from '@/shared/live/events';
import { type LiveEventRow, liveEvents } from './schema';

/** What a module tells the desk: the order as it is after the change, and who changed it. */
export type LiveChange = {
  kind: LiveKind;
  storeId: string | null;
  customerUserId: string | null;
  orderId: string | null;
  number: string | null;
  status: string | null;
  actor?: { userId: string; name: string | null } | null;
};

/**
 * The publish port (decision 088) the owners of a change call: `publish` after their commit,
 * `record` inside a transaction whose commit they do not see (a payment's webhook). Either way the
 * event is a stored row first, so a stream that reconnects reads it back.
 */
export type LivePublisher = {
  publish(change: LiveChange): Promise<void>;
  record(tx: Executor, change: LiveChange): Promise<void>;
  /**
   * A transaction that recorded an event committed: this instance reads it now, where no NOTIFY
   * rings it (the embedded database); elsewhere the commit's NOTIFY already does.
   */
  committed(): void;
};

/** A stream's listener: which rows it hears, and where they go. */
export type LiveSubscriber = { hears: (row: LiveEventRow) => boolean; send: (row: LiveEventRow) => void };

export const LIVE_TOPIC = 'live';
/** Ids skipped by a read (a transaction that took its id and had not committed) are looked for this long. */
const HOLE_MS = LIVE_LOOKBACK_MS;
const READ_LIMIT = 500;
const PRUNE_EVERY_MS = 10 * 60_000;

export function toLiveEvent(row: LiveEventRow, withActor: boolean): LiveEvent {
  return {
    id: String(row.id),
    kind: row.kind,
    orderId: row.order_id,
    number: row.number,
    status: row.status,
    actor: withActor && row.actor_user_id ? { id: row.actor_user_id, name: row.actor_name } : null,
    at: row.created_at.toISOString(),
  };
}

const rowOf = (change: LiveChange) => ({
  kind: change.kind,
  store_id: change.storeId,
  customer_user_id: change.customerUserId,
  order_id: change.orderId,
  number: change.number,
  status: change.status,
  actor_user_id: change.actor?.userId ?? null,
  actor_name: change.actor?.name ?? null,
});

/**
 * One per instance: reads the stored events after its cursor whenever it is rung (this instance's
 * publish, another's through PostgreSQL LISTEN/NOTIFY, decision 048) or its backstop timer fires,
 * and hands each row to the subscribers that hear it. An id read past but missing (its
 * transaction still open) is looked for again for a minute, so a late commit still reaches the
 * desks. The timer runs only while someone listens.
 */
export function createLiveHub(options: {
  db: Executor;
  /** PostgreSQL: the event's NOTIFY is sent in the writer's statement and rings every instance. */
  postgres: boolean;
  notices?: ChangeNotices | undefined;
  /** The backstop read's interval (a lost notice, a payment recorded inside another's transaction). */
  pollMs?: number;
  now?: () => Date;
}) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const viaNotify = options.postgres && options.notices !== undefined;
  const pollMs = options.pollMs ?? (viaNotify ? 30_000 : 1_000);
  const subscribers = new Set<LiveSubscriber>();
  let cursor: number | null = null;
  let holes = new Map<number, number>();
  let reading: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  const notifyPayload = JSON.stringify({ from: 'db', topic: LIVE_TOPIC });

  async function startCursor(): Promise<number> {
    const [row] = await db.select({ max: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
    return Number(row?.max ?? 0);
  }

  async function readOnce() {
    if (cursor === null) {
      cursor = await startCursor();
      return;
    }
    const from = cursor;
    const missing = [...holes.keys()];
    const rows = await db
      .select()
      .from(liveEvents)
      .where(
        missing.length
          ? or(gt(liveEvents.id, from), inArray(liveEvents.id, missing))
          : gt(liveEvents.id, from),
      )
      .orderBy(asc(liveEvents.id))
      .limit(READ_LIMIT);
    const at = now().getTime();
    let expected = from + 1;
    for (const row of rows) {
      if (holes.delete(row.id)) {
        deliver(row);
        continue;
      }
      if (row.id <= from) continue;
      for (let id = expected; id < row.id; id++) holes.set(id, at);
      expected = row.id + 1;
      cursor = row.id;
      deliver(row);
    }
    for (const [id, since] of holes) if (at - since > HOLE_MS) holes.delete(id);
    if (holes.size > 10_000) holes = new Map();
    if (rows.length === READ_LIMIT) again = true;
    if (at - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = at;
      await db.delete(liveEvents).where(lt(liveEvents.created_at, new Date(at - LIVE_KEEP_MS)));
    }
  }

  function deliver(row: LiveEventRow) {
    for (const subscriber of subscribers) {
      if (subscriber.hears(row)) subscriber.send(row);
    }
  }

  /** Reads now (or once more after the read in progress): several rings make one or two reads. */
  function wake(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again);
      } catch {
        // The database away for a moment: the next ring or the timer reads again.
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  const unlisten = options.notices?.subscribe(LIVE_TOPIC, () => void wake());

  function ensureTimer() {
    if (timer || subscribers.size === 0) return;
    timer = setInterval(() => void wake(), pollMs);
    timer.unref();
  }

  async function insert(ex: Executor, change: LiveChange) {
    const row = ex.insert(liveEvents).values(rowOf(change));
    if (!viaNotify) {
      await row;
      return;
    }
    // In a transaction PostgreSQL holds the NOTIFY until the commit: every instance reads it then.
    // The row and its ring in one statement: one turn on the connection, not two (issue 34).
    // The insert's own SQL (a builder would come in parentheses, which WITH refuses around an insert).
    await ex.execute(
      sql`with written as (${row.getSQL()}) select pg_notify(${NOTICE_CHANNEL}, ${notifyPayload})`,
    );
  }

  const publisher: LivePublisher = {
    async publish(change) {
      await insert(db, change);
      if (!viaNotify) void wake();
    },
    record: insert,
    committed() {
      if (!viaNotify) void wake();
    },
  };

  return {
    publisher,
    /** Starts hearing (the cursor is set before this resolves, so nothing after it is missed). */
    async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
      subscribers.add(subscriber);
      ensureTimer();
      if (cursor === null) await wake();
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    /**
     * A reconnection's catch-up: the stored events after `after` that a subscriber hears, and
     * those below it written within LIVE_LOOKBACK_MS of it (decision 102): an id lower than one
     * the client had may have committed after she left. She skips the ids she already has.
     */
    async since(after: number, scope: SQL | undefined, limit = 1_000) {
      const lookback = sql`${liveEvents.created_at} >= (select e.created_at - make_interval(secs => ${LIVE_LOOKBACK_MS / 1000}) from live_events e where e.id = ${after})`;
      return db
        .select()
        .from(liveEvents)
        .where(and(or(gt(liveEvents.id, after), and(lt(liveEvents.id, after), lookback)), scope))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
    },
    wake,
    /**
     * The newest id a new stream's client may count as read with its screen (decision 102): the
     * cursor, or just below the lowest id still missing (its late commit comes to her as new).
     */
    floor(): number {
      const lowestHole = holes.size ? Math.min(...holes.keys()) : null;
      return lowestHole === null ? (cursor ?? 0) : Math.min(cursor ?? 0, lowestHole - 1);
    },
    get listening() {
      return subscribers.size;
    },
    close() {
      unlisten?.();
      if (timer) clearInterval(timer);
      timer = undefined;
      subscribers.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
