import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { PictureStorage } from '../server/modules/media/storage';

/**
 * What every picture storage must do, run against each implementation (the folder and a real
 * S3-compatible server): the same `it`s, so the two backends cannot drift apart.
 */
export function storageContract(storage: () => PictureStorage) {
  const name = (n: number) => `${'0123456789abcdef'}-${[400, 800, 1600][n % 3]}.webp`;

  it('stores a file whole and reads it back, as a stream and as bytes, with its size and a tag', async () => {
    const s = storage();
    await s.put(name(0), Buffer.from('first picture'), 'image/webp');
    const info = await s.stat(name(0));
    expect(info).toMatchObject({ size: 13 });
    expect(info?.etag).toMatch(/^(W\/)?".+"$/);
    const file = await s.read(name(0));
    expect(file).toMatchObject({ size: 13, etag: info?.etag });
    expect(await text(file!.body)).toBe('first picture');
    expect((await s.readBuffer(name(0)))?.toString()).toBe('first picture');
  });

  it('answers null for a file that is not there', async () => {
    const s = storage();
    expect(await s.stat('ffffffffffffffff-400.webp')).toBeNull();
    expect(await s.read('ffffffffffffffff-400.webp')).toBeNull();
    expect(await s.readBuffer('ffffffffffffffff-400.webp')).toBeNull();
  });

  it('replaces a file written again, and changes its tag', async () => {
    const s = storage();
    await s.put(name(1), Buffer.from('one'), 'image/webp');
    const before = await s.stat(name(1));
    await new Promise((done) => setTimeout(done, 5));
    await s.put(name(1), Buffer.from('other bytes'), 'image/webp');
    const after = await s.stat(name(1));
    expect(after?.size).toBe(11);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('lists what it holds, and forgets a removed file (removing twice is fine)', async () => {
    const s = storage();
    await s.put(name(2), Buffer.from('x'), 'image/webp');
    const listed: string[] = [];
    for await (const n of s.list()) listed.push(n);
    expect(listed).toContain(name(2));
    await s.remove(name(2));
    await s.remove(name(2));
    expect(await s.stat(name(2))).toBeNull();
    const after: string[] = [];
    for await (const n of s.list()) after.push(n);
    expect(after).not.toContain(name(2));
  });

  it('keeps binary bytes intact (a 2 MB file)', async () => {
    const s = storage();
    const bytes = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 255;
    await s.put('abcdefabcdefabcd-1600.avif', bytes, 'image/avif');
    expect((await s.readBuffer('abcdefabcdefabcd-1600.avif'))?.equals(bytes)).toBe(true);
    await s.remove('abcdefabcdefabcd-1600.avif');
  });
}
