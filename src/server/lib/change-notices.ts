import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * "Something changed" between server instances (issue 23, decision 048): a write clears this
 * instance's caches at once and tells the others through PostgreSQL's LISTEN/NOTIFY, so a price
 * changed on instance A is not served old by instance B. Each cache keeps its short expiry as the
 * safety net for a notice that never arrives (a dropped connection); after reconnecting, every
 * cache is cleared, since notices sent meanwhile were lost.
 */
export type ChangeNotices = {
  /** Runs this instance's handlers for `topic` now and tells the other instances. */
  publish(topic: string, key?: string): void;
  /** `key` undefined means "everything under this topic". Returns the unsubscribe. */
  subscribe(topic: string, handler: (key?: string) => void): () => void;
  close(): Promise<void>;
};

type Handlers = Map<string, Set<(key?: string) => void>>;

function dispatch(handlers: Handlers, topic: string, key?: string) {
  for (const handler of handlers.get(topic) ?? []) handler(key);
}

function subscriber(handlers: Handlers) {
  return (topic: string, handler: (key?: string) => void) => {
    const set = handlers.get(topic) ?? new Set();
    handlers.set(topic, set);
    set.add(handler);
    return () => set.delete(handler);
  };
}

/** One process (the embedded database): handlers run at once, nobody else to tell. */
export function localNotices(): ChangeNotices {
  const handlers: Handlers = new Map();
  return {
    publish: (topic, key) => dispatch(handlers, topic, key),
    subscribe: subscriber(handlers),
    close: async () => {},
  };
}

export const NOTICE_CHANNEL = 'shop_changes';

type Notice = { from: string; topic: string; key?: string };

/**
 * LISTEN/NOTIFY on one direct connection of its own (a pooled connection may be handed to a query
 * and a transaction-mode pooler drops LISTEN). A lost connection is opened again after
 * `retryMs`; once back, every handler runs with no key (clear everything).
 */
export async function postgresNotices(options: {
  url: string;
  channel?: string;
  retryMs?: number;
  onError?: (error: unknown) => void;
}): Promise<ChangeNotices & { instanceId: string }> {
  const channel = options.channel ?? NOTICE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid notice channel: ${channel}`);
  const instanceId = randomUUID();
  const handlers: Handlers = new Map();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      return;
    }
    if (notice.from !== instanceId) dispatch(handlers, notice.topic, notice.key);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.onError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          // Whatever changed while we were away was not heard: start every cache afresh.
          for (const topic of handlers.keys()) dispatch(handlers, topic);
        })
        .catch((error: unknown) => {
          options.onError?.(error);
          scheduleReconnect();
        });
    }, options.retryMs ?? 1000);
    retry.unref();
  };

  await connect();

  return {
    instanceId,
    publish(topic, key) {
      dispatch(handlers, topic, key);
      const payload: Notice = { from: instanceId, topic, ...(key === undefined ? {} : { key }) };
      // Fire and forget: the writer's answer does not wait; a lost notice ends with the expiry.
      client?.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]).catch((error) => {
        options.onError?.(error);
      });
    },
    subscribe: subscriber(handlers),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * A cache's clear that reaches every instance: with notices, calling it publishes `topic` (which
 * clears here at once, and on the others when the notice arrives); without, it clears here only.
 */
export function sharedClear(
  notices: ChangeNotices | undefined,
  topic: string,
  clearHere: (key?: string) => void,
): (key?: string) => void {
  if (!notices) return clearHere;
  notices.subscribe(topic, clearHere);
  return (key) => notices.publish(topic, key);
}
