import { describe, expect, it } from 'vitest';
import { createGroupBatcher } from './group-batcher';

/** A fake single-connection store: one batch at a time, each run recorded. */
function store(options: { failWhen?: (inputs: readonly number[]) => boolean; short?: boolean } = {}) {
  const runs: number[][] = [];
  let inFlight = 0;
  let overlapped = false;
  const run = async (inputs: readonly number[]) => {
    inFlight += 1;
    if (inFlight > 1) overlapped = true;
    runs.push([...inputs]);
    await new Promise((r) => setTimeout(r, 5));
    inFlight -= 1;
    if (options.failWhen?.(inputs)) throw new Error(`bad batch ${inputs.join(',')}`);
    const outputs = inputs.map((n) => n * 10);
    return options.short ? outputs.slice(1) : outputs;
  };
  return { run, runs, overlapped: () => overlapped };
}

describe('createGroupBatcher', () => {
  it('sends a lone call alone, without waiting for company', async () => {
    const s = store();
    const call = createGroupBatcher({ run: s.run, maxBatch: 10 });
    expect(await call(1)).toBe(10);
    expect(s.runs).toEqual([[1]]);
  });

  it('groups calls that arrive while a batch runs, in order, never two batches at once', async () => {
    const s = store();
    const call = createGroupBatcher({ run: s.run, maxBatch: 100 });
    const first = call(1);
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4, 5].map((n) => call(n));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(s.runs).toEqual([[1], [2, 3, 4, 5]]);
    expect(s.overlapped()).toBe(false);
  });

  it('puts at most maxBatch calls in one batch', async () => {
    const s = store();
    const call = createGroupBatcher({ run: s.run, maxBatch: 2 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => call(n)));
    expect(answers).toEqual([10, 20, 30, 40, 50]);
    expect(s.runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('retries the calls of a failed batch one by one: only the bad input fails', async () => {
    const s = store({ failWhen: (inputs) => inputs.includes(3) });
    const call = createGroupBatcher({ run: s.run, maxBatch: 10 });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => call(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(s.runs).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('never retries a batch that answered the wrong number of outputs (it was written)', async () => {
    const s = store({ short: true });
    const call = createGroupBatcher({ run: s.run, maxBatch: 10 });
    const results = await Promise.allSettled([1, 2].map((n) => call(n)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(s.runs).toEqual([[1, 2]]);
  });

  it('keeps working after a failure', async () => {
    const s = store({ failWhen: (inputs) => inputs.includes(1) });
    const call = createGroupBatcher({ run: s.run, maxBatch: 10 });
    await expect(call(1)).rejects.toThrow('bad batch 1');
    expect(await call(2)).toBe(20);
  });
});
