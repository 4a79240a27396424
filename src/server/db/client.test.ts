import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb, TEST_BUFFERS } from '@/testing/test-db';

/** Decision 026: the server's PostgreSQL connections never JIT-compile a statement. */
describe.runIf(process.env.TEST_DB === 'pg')('PostgreSQL connections', () => {
  it('run with jit off, on every connection of the pool', async () => {
    const database = await createTestDb();
    try {
      // More queries at once than one connection: each answer comes from its own connection.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
        ),
      );
      for (const answer of answers)
        expect((answer as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});

/** Decision 137: a test file's in-memory PGlite starts with 16MB of buffers, not the 128MB of its postgresql.conf. */
describe.runIf(process.env.TEST_DB !== 'pg')("a test file's PGlite", () => {
  it('starts with the shared_buffers it was given', async () => {
    const database = await createTestDb();
    try {
      const answer = await database.db.execute(sql`select current_setting('shared_buffers') as size`);
      expect((answer as unknown as { rows: { size: string }[] }).rows[0]?.size).toBe(TEST_BUFFERS);
      expect(TEST_BUFFERS).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
