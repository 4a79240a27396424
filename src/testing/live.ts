import type { LiveEvent, SeenIds } from '@/shared/live/events';

/** One server-sent event as a client reads it (a comment line is `{ comment }`). */
export type ReadEvent = { id?: string; event?: string; data?: LiveEvent; comment?: string };

/**
 * Reads a server-sent-events answer as the browser would: `next(ms)` waits for the next event
 * (null when the stream ended or nothing came in time), `ended` tells whether the server closed it.
 */
export function sseReader(res: Response, seen?: SeenIds) {
  if (!res.body) throw new Error('no stream');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const ready: ReadEvent[] = [];
  let pending: Promise<void> | null = null;

  const pull = () => {
    pending ??= reader.read().then(({ done, value }) => {
      pending = null;
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let at = buffer.indexOf('\n\n');
      while (at >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const event: ReadEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) event.comment = line.slice(1).trim();
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6)) as LiveEvent;
        }
        ready.push(event);
        at = buffer.indexOf('\n\n');
      }
    });
    return pending;
  };

  return {
    async next(ms = 3000): Promise<ReadEvent | null> {
      const deadline = Date.now() + ms;
      while (ready.length === 0 && !ended) {
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await Promise.race([pull(), new Promise((resolve) => setTimeout(resolve, left))]);
      }
      return ready.shift() ?? null;
    },
    /**
     * The next event that is not a comment (an opening line or a heartbeat) nor the id-only line of
     * an opening; with `seen`, the ids a browser's client already has are skipped as it skips them.
     */
    async nextEvent(ms = 3000): Promise<ReadEvent | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        const event = await this.next(Math.max(deadline - Date.now(), 1));
        if (!event) return event;
        if (event.comment) continue;
        if (!event.data) {
          if (event.id) seen?.floor(event.id);
          continue;
        }
        if (!seen || !event.id || seen.fresh(event.id)) return event;
      }
    },
    get ended() {
      return ended;
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
