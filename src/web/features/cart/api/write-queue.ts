/**
 * Cart writes leave this browser one at a time, in the order they were made: the first add
 * creates the cart and every later write carries its id, and quick +/− clicks reach the server
 * in order. While writes are pending, the badge and lines show their optimistic result; when the
 * last one settles, the cart takes the server's answer (or is read again after a failure).
 */
let chain: Promise<unknown> = Promise.resolve();
let pending = 0;

export function enqueue<T>(write: () => Promise<T>): Promise<T> {
  const run = chain.then(write, write);
  chain = run.catch(() => undefined);
  return run;
}

export const writes = {
  started() {
    pending += 1;
  },
  /** True when the write that just settled was the last one in flight. */
  settled(): boolean {
    pending = Math.max(0, pending - 1);
    return pending === 0;
  },
};
