import type { Database } from '@/server/db/client';
import type { ChangeNotices } from '@/server/lib/change-notices';
import { LIVE_HEARTBEAT_MS } from '@/shared/live/events';
import { createLiveHub } from './hub';

/**
 * The live desk's service (issue 40, decision 088): this instance's hub and the streams' figures.
 * `maxStreamMs` ends a stream after a while (the client comes back with its last id: a proxy's
 * idle cut never catches it mid-silence, and memory held by a forgotten tab is given back).
 */
export function createLiveService(options: {
  database: Pick<Database, 'db' | 'kind'>;
  notices?: ChangeNotices | undefined;
  pollMs?: number;
  heartbeatMs?: number;
  maxStreamMs?: number;
  /** Events waiting for one slow client; past it the stream ends and the client resumes. */
  maxQueue?: number;
}) {
  const hub = createLiveHub({
    db: options.database.db,
    postgres: options.database.kind === 'postgres',
    notices: options.notices,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  /** Each open stream's "end now" (a stopping instance lets its clients go to another one). */
  const open = new Set<() => void>();
  return {
    hub,
    open,
    /** Ends every open stream: its client comes back, to this instance or another, with its last id. */
    endStreams() {
      for (const end of open) end();
    },
    publisher: hub.publisher,
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    maxStreamMs: options.maxStreamMs ?? 15 * 60_000,
    maxQueue: options.maxQueue ?? 1_000,
    close() {
      for (const end of open) end();
      hub.close();
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
