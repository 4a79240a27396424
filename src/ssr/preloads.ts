import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_PAGES, type ServerPage } from '../web/app/page-modules';

/**
 * The file of each server-rendered page's own chunk, from the Vite manifest: the boot entry
 * (src/web/boot.ts) imports it alongside the app's code instead of after it, so hydration starts
 * one round trip sooner (the chunk's own imports follow from it). An empty map when the manifest is
 * missing: the app then imports the page itself, one round trip later.
 */
export function pageChunks(clientDir: string): Map<ServerPage, string> {
  const chunks = new Map<ServerPage, string>();
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return chunks;
  }
  for (const [page, { file }] of Object.entries(SERVER_PAGES) as [ServerPage, { file: string }][]) {
    const chunk = manifest[file]?.file;
    if (chunk) chunks.set(page, `/${chunk}`);
  }
  return chunks;
}
