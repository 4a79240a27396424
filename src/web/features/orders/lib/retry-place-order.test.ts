import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-error';
import { AttemptTimeout, withRetries, worthRetrying } from './retry-place-order';

const refusal = (status: number) =>
  new ApiError(status, { code: 'bad_request', key: 'common.internal', message: 'x' });

/** An attempt that fails with each of `failures` in turn, then answers. */
function flaky(failures: unknown[]) {
  const signals: AbortSignal[] = [];
  const attempt = vi.fn(async (signal: AbortSignal) => {
    signals.push(signal);
    const failure = failures[signals.length - 1];
    if (failure !== undefined) throw failure;
    return { order: { id: 'o1' } };
  });
  return { attempt, signals };
}

const noWait = { sleep: async () => undefined };

describe('placing an order again after a lost answer', () => {
  it('retries a network error, a 5xx and a timeout with the backoff, then answers the order', async () => {
    const slept: number[] = [];
    const retries: number[] = [];
    const { attempt } = flaky([new TypeError('Failed to fetch'), refusal(502), new AttemptTimeout()]);
    await expect(
      withRetries(attempt, {
        delays: [10, 20, 40, 80],
        onRetry: (n) => retries.push(n),
        sleep: async (ms) => void slept.push(ms),
      }),
    ).resolves.toEqual({ order: { id: 'o1' } });
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(retries).toEqual([1, 2, 3]);
    expect(slept).toEqual([10, 20, 40]);
  });

  it('never retries a 4xx: the server answered (stock, window, coupon, bad input, rate limit)', async () => {
    for (const status of [400, 401, 409, 422, 429]) {
      const { attempt } = flaky([refusal(status)]);
      const onRetry = vi.fn();
      await expect(withRetries(attempt, { ...noWait, onRetry })).rejects.toMatchObject({ status });
      expect(attempt).toHaveBeenCalledTimes(1);
      expect(onRetry).not.toHaveBeenCalled();
    }
    expect(worthRetrying(refusal(503))).toBe(true);
    expect(worthRetrying(new TypeError('network'))).toBe(true);
  });

  it('is bounded: after the last delay the failure goes to the page', async () => {
    const down = new TypeError('Failed to fetch');
    const { attempt } = flaky(Array(10).fill(down));
    await expect(withRetries(attempt, { ...noWait, delays: [1, 1, 1] })).rejects.toBe(down);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('aborts an attempt that waits longer than the timeout, and retries it', async () => {
    vi.useFakeTimers();
    try {
      let first = true;
      const attempt = vi.fn(
        (signal: AbortSignal) =>
          new Promise<string>((resolve, reject) => {
            if (!first) return resolve('answered');
            first = false;
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      );
      const result = withRetries(attempt, { ...noWait, timeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toBe('answered');
      expect(attempt).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
