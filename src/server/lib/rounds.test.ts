import { describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { everyInterval } from './rounds';

const silent = createLogger('silent');

describe('everyInterval', () => {
  it('never runs two rounds at once: a round asked for while one runs gets the running one', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const rounds = everyInterval(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      60_000,
      silent,
      'failed',
      { runNow: false },
    );
    const first = rounds.round();
    const second = rounds.round();
    expect(second).toBe(first);
    release();
    await first;
    const third = rounds.round();
    expect(third).not.toBe(first);
    release();
    await third;
    expect(runs).toBe(2);
    await rounds.stop();
  });

  it('a failed round is logged and the next one runs; stop waits for the round in progress', async () => {
    const logged: string[] = [];
    const logger = { ...silent, error: (_: unknown, message: string) => logged.push(message) } as never;
    let runs = 0;
    const rounds = everyInterval(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('provider down');
      },
      60_000,
      logger,
      'jobs: round failed',
    );
    await rounds.stop();
    expect(logged).toEqual(['jobs: round failed']);
    await rounds.round();
    expect(runs).toBe(2);
    expect(logged).toHaveLength(1);
  });
});
