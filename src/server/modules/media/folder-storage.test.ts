import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageContract } from '@/testing/storage-contract';
import { createFolderStorage } from './folder-storage';

const dir = mkdtempSync(join(tmpdir(), 'pictures-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('folder storage (DATA_DIR/media/pictures)', () => {
  storageContract(() => createFolderStorage(join(dir, 'media', 'pictures')));

  it('creates its folder on the first write and leaves no temporary file behind', async () => {
    const folder = join(dir, 'fresh', 'pictures');
    const s = createFolderStorage(folder);
    const listed: string[] = [];
    for await (const n of s.list()) listed.push(n);
    expect(listed).toEqual([]);
    await s.put('0123456789abcdef-400.webp', Buffer.from('x'), 'image/webp');
    expect(readdirSync(folder)).toEqual(['0123456789abcdef-400.webp']);
  });
});
