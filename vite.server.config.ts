import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Bundles the server into dist/server/main.js, run with plain node (no tsx in production). */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      // The embedded database's thread is its own entry: a Worker loads it by file (decision 020).
      input: { main: 'src/server/main.ts', 'pglite-thread': 'src/server/db/pglite-thread.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  ssr: { target: 'node' },
});
