import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { banners, products } from '../server/modules/catalogue/schema';
import type { PictureStorage } from '../server/modules/media/storage';
import { siteSettings } from '../server/modules/settings/schema';
import { PICTURE_WIDTHS, pictureFileName, pictureUrl } from '../shared/media/pictures';
import { storedNames } from './media';
import { photo } from './pictures';
import type { TestApp } from './test-app';

const actor = { userId: 'test-admin', role: 'admin' };
const HOUR = 60 * 60 * 1000;

async function upload(t: TestApp, seed: number) {
  const file = new File([new Uint8Array(await photo(640, 480, 'jpeg', { seed }))], `p${seed}.jpg`, {
    type: 'image/jpeg',
  });
  return (await t.services.media.upload(actor, file)).id;
}

/** Every file of a picture: three widths, WebP and AVIF (the AVIF once the queue is idle). */
const filesOf = (id: string) =>
  PICTURE_WIDTHS.flatMap((w) => [pictureFileName(id, w, 'webp'), pictureFileName(id, w, 'avif')]);

/**
 * The unused-picture sweep (decision 040) against one storage, through the app's own services:
 * pictures a product, a banner or a setting refers to stay; one nobody refers to stays for the
 * grace period and then loses every file; removing a picture from a product or banner makes it
 * unused; a stored picture with no upload on record is never deleted.
 */
export async function unusedPictureScenario(t: TestApp, storage: PictureStorage) {
  const db = t.database.db;
  const [onProduct, onBanner, inSetting, orphan] = [
    await upload(t, 11),
    await upload(t, 12),
    await upload(t, 13),
    await upload(t, 14),
  ];
  await t.services.media.idle();
  const [product] = await db.select().from(products).limit(1);
  const [banner] = await db.select().from(banners).limit(1);
  if (!product || !banner) throw new Error('the scenario needs the demo data');
  await db
    .update(products)
    .set({ image_urls: [...product.image_urls, pictureUrl(onProduct)] })
    .where(eq(products.id, product.id));
  await db
    .update(banners)
    .set({ image_url: pictureUrl(onBanner) })
    .where(eq(banners.id, banner.id));
  await db.insert(siteSettings).values({
    key: `test_og_${inSetting}`,
    value: JSON.stringify({ image: `https://shop.example${pictureUrl(inSetting, 800)}` }),
  });
  // Files with no upload on record (copied in by hand): not known to be ours.
  const stranger = 'abcdefabcdefabcd';
  await storage.put(pictureFileName(stranger, 400, 'webp'), Buffer.from('x'), 'image/webp');

  const sweep = (hoursLater: number) =>
    t.services.media.sweepUnusedPictures({ now: new Date(Date.now() + hoursLater * HOUR) });

  // Within the grace period an unsaved upload is safe.
  expect(await sweep(0)).toEqual({ deleted: [], kept: expect.arrayContaining([orphan, stranger]) });
  for (const name of filesOf(orphan)) expect(await storedNames(storage)).toContain(name);

  // A day later the orphan loses every file; the referenced pictures keep theirs.
  expect((await sweep(25)).deleted).toEqual([orphan]);
  const left = await storedNames(storage);
  for (const name of filesOf(orphan)) expect(left).not.toContain(name);
  for (const id of [onProduct, onBanner, inSetting])
    for (const name of filesOf(id)) expect(left).toContain(name);
  expect(left).toContain(pictureFileName(stranger, 400, 'webp'));

  // The product's picture replaced, the banner's removed: both go at the next sweep.
  await db.update(products).set({ image_urls: product.image_urls }).where(eq(products.id, product.id));
  await db.update(banners).set({ image_url: null }).where(eq(banners.id, banner.id));
  expect((await sweep(25)).deleted.sort()).toEqual([onProduct, onBanner].sort());
  const after = await storedNames(storage);
  for (const id of [onProduct, onBanner]) for (const name of filesOf(id)) expect(after).not.toContain(name);
  for (const name of filesOf(inSetting)) expect(after).toContain(name);

  // Uploaded again, an old picture gets the whole grace period again.
  await db.execute(sql`update audit_log set at = at - interval '30 hours' where entity_id = ${inSetting}`);
  await db.delete(siteSettings).where(eq(siteSettings.key, `test_og_${inSetting}`));
  await upload(t, 13);
  await t.services.media.idle();
  expect((await sweep(1)).deleted).toEqual([]);
  expect((await sweep(25)).deleted).toEqual([inSetting]);
}
