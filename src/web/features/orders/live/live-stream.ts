import {
  createSeenIds,
  LIVE_HEARTBEAT_MS,
  LIVE_TIMEOUT_MS,
  type LiveEvent,
  liveBackoff,
} from '@/shared/live/events';

/**
 * `live`: the stream is open. `fallback`: it could not connect (a proxy that buffers, the server
 * away) and the screen polls as before while it keeps trying. `connecting`: the first attempt.
 */
export type LiveState = 'connecting' | 'live' | 'fallback';

export type LiveHandlers = {
  onEvent: (event: LiveEvent) => void;
  onState: (state: LiveState) => void;
  /**
   * Each time the stream opens (the first time too): a change made between the screen's read and
   * the stream's opening, or lost to a late commit, is caught by reading the screen's data again.
   */
  onOpen?: () => void;
};

/** Splits a server-sent-events text into its blocks; the rest waits for more text. */
export function parseEvents(text: string): {
  blocks: { id?: string; data?: string; comment?: boolean }[];
  rest: string;
} {
  const normalized = text.replace(/\r\n?/g, '\n');
  const parts = normalized.split('\n\n');
  const rest = parts.pop() ?? '';
  const blocks = parts.map((part) => {
    const block: { id?: string; data?: string; comment?: boolean } = {};
    for (const line of part.split('\n')) {
      if (line.startsWith(':')) block.comment = true;
      else if (line.startsWith('id:')) block.id = line.slice(3).trim();
      else if (line.startsWith('data:'))
        block.data = (block.data ? `${block.data}\n` : '') + line.slice(5).trimStart();
    }
    return block;
  });
  return { blocks, rest };
}

/**
 * A server-sent-events client over fetch (decision 088), with SPEC §9's figures: the stream must
 * say something (its opening line, an event or the 25 s heartbeat) within 10 s of when it was due,
 * else it is dropped; reconnections wait 1, 2, 5, then 10 s, and resume after the highest event id seen
 * (with the server's look-back for late commits, decision 102), so nothing is missed nor told twice. A refusal (401, 403) stops it: the screen keeps polling. Returns the stop.
 */
export function openLiveStream(url: string, handlers: LiveHandlers): () => void {
  // The highest id seen is where a reconnection resumes; the server's look-back sends again what
  // committed late below it, and the ids already handled are skipped (decision 102).
  const seen = createSeenIds();
  let attempt = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const arm = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => controller?.abort(), ms);
  };

  const again = (failed: boolean) => {
    clearTimeout(watchdog);
    if (stopped) return;
    if (failed) handlers.onState('fallback');
    retry = setTimeout(connect, liveBackoff(attempt));
    attempt++;
  };

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    const lastId = seen.resumeFrom();
    const target = lastId ? `${url}${url.includes('?') ? '&' : '?'}after=${encodeURIComponent(lastId)}` : url;
    // Nothing within 10 s (a proxy holding the answer back) counts as a failure.
    arm(LIVE_TIMEOUT_MS);
    let gotFirst = false;
    try {
      const res = await fetch(target, {
        headers: { accept: 'text/event-stream' },
        credentials: 'same-origin',
        signal: controller.signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403) {
        stopped = true;
        clearTimeout(watchdog);
        handlers.onState('fallback');
        return;
      }
      if (!res.ok || !res.body) throw new Error(`live stream: ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const { blocks, rest } = parseEvents(buffer);
        buffer = rest;
        if (blocks.length === 0) continue;
        arm(LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS);
        if (!gotFirst) {
          gotFirst = true;
          attempt = 0;
          handlers.onState('live');
          handlers.onOpen?.();
        }
        for (const block of blocks) {
          // An id alone: the newest id when the stream first opened (decision 102).
          if (block.id && !block.data) seen.floor(block.id);
          if (!block.data) continue;
          if (block.id && !seen.fresh(block.id)) continue;
          try {
            handlers.onEvent(JSON.parse(block.data) as LiveEvent);
          } catch {
            // One unreadable event does not end the stream.
          }
        }
      }
      // The server ended the stream (it does after a while): back after the first wait, from the last id.
      again(!gotFirst);
    } catch {
      again(true);
    }
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(watchdog);
    controller?.abort();
  };
}
