import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The browser's runtime (decision 055): React 19 by default; WEB_RUNTIME=preact builds on Preact
 * 11's compat layer under the React API (home initial JavaScript 92 KB instead of 150 KB, but one
 * long hydration task: Lighthouse measured it worse on a quiet machine, so it stays the B of the
 * A/B). The server draws with React either way (vite.server.config.ts).
 */
const PREACT = process.env.WEB_RUNTIME === 'preact';
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: here('./src/web/lib/preact-dom.js') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside each text file so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const ADMIN_ENTRY = 'src/web/app/routes/admin-page.tsx';
const ADMIN_PATH = /^src\/web\/(app\/routes\/admin(-page\.tsx|\/)|(features\/[^/]+|components)\/admin\/)/;

/**
 * Writes `.vite/admin-chunks.json` for scripts/budget.mjs (decision 055): each chunk's modules that
 * are admin code, i.e. under an admin folder, or reached only through the admin page (not from the
 * storefront's entry without passing through it). The budget refuses a storefront chunk with any.
 */
function adminChunks(): Plugin {
  let root = '';
  return {
    name: 'admin-chunks',
    apply: 'build',
    configResolved(config) {
      root = `${config.root}/`;
    },
    generateBundle(_options, bundle) {
      const rel = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
      const reach = (from: string[], skip: (id: string) => boolean) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || skip(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const admin = ids.find((id) => rel(id) === ADMIN_ENTRY);
      const storefront = reach(entries, (id) => id === admin);
      const adminOnly = admin ? reach([admin], (id) => storefront.has(id)) : new Set<string>();
      const isAdmin = (id: string) => adminOnly.has(id) || ADMIN_PATH.test(rel(id));
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks[chunk.fileName] = chunk.moduleIds.filter(isAdmin).map(rel);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/admin-chunks.json',
        source: JSON.stringify({ adminEntry: ADMIN_ENTRY, chunks }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), adminChunks(), precompress()],
  resolve: {
    // `@/` is src/ (tsconfig.json's paths, the one place the alias is written).
    tsconfigPaths: true,
    // React 19 has useSyncExternalStore: the shim's fallback stays out of the bundles (decision 046).
    alias: [
      ...(PREACT ? preactAliases : []),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // No <link rel="modulepreload"> per lazy chunk's imports (decision 017): adding them at run time
    // cost a long task on phones, and the browser finds a chunk's imports itself, one round trip later.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
});
