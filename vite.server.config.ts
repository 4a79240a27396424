import { defineConfig, type Plugin } from 'vite';

/**
 * The web app's libraries, bundled into the server's page-rendering chunk (decision 017) rather than
 * loaded from node_modules at run time: they are devDependencies (the browser bundle's), and
 * bundling keeps only what the pages use (lucide-react: a few icons, not all of them).
 */
const WEB_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'cookie',
  'set-cookie-parser',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'use-sync-external-store',
  'lucide-react',
  'class-variance-authority',
  'clsx',
  // The contact form, drawn by the server since decision 060.
  'react-hook-form',
  '@hookform/resolvers',
  'sonner',
];

const WEB_LIBRARY_PATH = new RegExp(
  `node_modules/(${WEB_LIBRARIES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})/`,
);

/**
 * React picks its development build from process.env.NODE_ENV at run time, and `npm start` runs
 * without NODE_ENV=production: inside those libraries only, the production build is chosen at
 * build time (the server's own NODE_ENV checks, e.g. secure cookies, stay as they are).
 */
function productionWebLibraries(): Plugin {
  return {
    name: 'production-web-libraries',
    transform(code, id) {
      if (!WEB_LIBRARY_PATH.test(id) || !code.includes('process.env.NODE_ENV')) return null;
      return { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null };
    },
  };
}

/**
 * Bundles the process entry (src/main.ts: the server and its page renderer, decision 068) into
 * dist/server/main.js, run with plain node (no tsx in production).
 */
export default defineConfig({
  plugins: [productionWebLibraries()],
  // `@/` is src/ (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // public/ is the browser's (dist/client has it); the server serves it from there.
    copyPublicDir: false,
    rollupOptions: {
      // Libraries written for React Server Components say "use client"; this bundle has no RSC.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // The embedded database's thread is its own entry: a Worker loads it by file (decision 020).
      input: { main: 'src/main.ts', 'pglite-thread': 'src/server/db/pglite-thread.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
    },
  },
  ssr: { target: 'node', noExternal: WEB_LIBRARIES },
});
