import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates one PGlite per run; createTestDb() loads copies of it (src/testing/test-db.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (cores − 1) is a single worker on our 2-core machines, while many files
    // mostly wait on a child process or the database: two workers halve the run (≈ 57 s → 31 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
