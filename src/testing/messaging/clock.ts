/** Real time plus an offset a test moves forward, so retries come due without waiting. */
export function fakeClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** Polls `check` every 20 ms until it returns true; fails after `ms` so a test never hangs. */
export async function waitUntil(
  what: string,
  ms: number,
  check: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}
