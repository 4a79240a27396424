import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/cli';

const run = (script: string, env: Record<string, string>) => runCli(script, [], env);

describe('db:migrate and db:seed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two real processes, each starting tsx and migrating a new embedded database: about 12 s each on a
  // quiet machine, more while the other test workers run (the suite's 30 s was too close).
  it('migrate then seed work on a fresh DATA_DIR', async () => {
    const migrate = await run('src/cli/db-migrate.ts', { DATA_DIR: dir });
    expect(migrate.out).toContain('Migrations applied to the embedded database');
    expect(migrate.code).toBe(0);
    const seed = await run('src/cli/db-seed.ts', { DATA_DIR: dir });
    expect(seed.out).toContain('Demo data is in place');
    expect(seed.code).toBe(0);
  }, 90_000);

  it('refuses to open an embedded database held by a live process', async () => {
    // Our own pid stands in for a running server: it is alive and it is not the child's.
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    try {
      const seed = await run('src/cli/db-seed.ts', { DATA_DIR: dir });
      expect(seed.code).toBe(1);
      expect(seed.out).toContain(`is open in another process (pid ${process.pid})`);
    } finally {
      rmSync(join(dir, 'server.lock'), { force: true });
    }
  });

  it('names a bad variable and stops', async () => {
    const result = await run('src/cli/db-migrate.ts', { DATA_DIR: dir, PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.out).toContain('PORT: expected an integer');
  });
});
