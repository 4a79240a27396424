import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureStorage, StoredFile } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
/** Temporary files of writes in progress start with this; they are never listed. */
const PARTIAL = '.partial-';

/** Size and modification time, as serve-static and nginx tag a file. */
const tagOf = (size: number, mtimeMs: number) => `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * Pictures in a folder (by default DATA_DIR/media/pictures). Writes go to a temporary file that is
 * renamed into place, so a reader (or a crash) never sees half a picture.
 */
export function createFolderStorage(dir: string): PictureStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }));

  async function statOf(name: string): Promise<StoredFile | null> {
    try {
      const info = await stat(join(dir, name));
      return info.isFile() ? { size: info.size, etag: tagOf(info.size, info.mtimeMs) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'folder',
    async put(name, body) {
      await ensureDir();
      const partial = join(dir, `${PARTIAL}${process.pid}-${Math.random().toString(36).slice(2)}-${name}`);
      try {
        await writeFile(partial, body);
        await rename(partial, join(dir, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    stat: statOf,
    async read(name) {
      const info = await statOf(name);
      if (!info) return null;
      return { ...info, body: createReadStream(join(dir, name)) };
    },
    async readBuffer(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) if (!name.startsWith(PARTIAL)) yield name;
    },
  };
}
