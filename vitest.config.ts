import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/` is src/ (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates one PGlite per run; createTestDb() loads copies of it (src/testing/test-db.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its modules between files instead of importing the server again for every
    // file: importing took 337 of the run's CPU seconds (1.7 s a file), and the PGlite run went
    // 711 s → 401 s on 2026-11-26 (decision 059). Files share no state through modules: each test
    // builds its own app and database (src/testing), and the suite passes in either mode.
    isolate: false,
    // Vitest's default (cores − 1) is a single worker on our 2-core machines, while many files
    // mostly wait on a child process or the database: two workers halve the run (≈ 57 s → 31 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
