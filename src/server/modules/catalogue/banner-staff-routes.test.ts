import { describe, expect, it } from 'vitest';
import type { Banner, HomeCatalogue } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { contentStaffSuite, json, slide } from '@/testing/content-staff';
import type { StaffBanner } from './content-mappers';

/** The home carousel as staff edit it: /api/catalogue/staff/banners. */
const { as, auditOf, banners, pub } = contentStaffSuite();

describe('staff banners API', () => {
  it('lists every banner, active or not, by position; never cached', async () => {
    const res = await as('admin', 'GET', '/banners');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { banners: list } = await json<{ banners: StaffBanner[] }>(res, 200);
    expect(list.map((b) => b.position)).toEqual([1, 2, 3]);
    expect(list.every((b) => b.isActive && typeof b.updatedAt === 'string')).toBe(true);
    expect((await as('superAdmin', 'GET', '/banners')).status).toBe(200);
  });

  it('creates with pt and en texts and an audit entry; the home and /banners have it at once', async () => {
    await pub('/home'); // warm the caches
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('admin', 'POST', '/banners', { ...slide, position: 0 }),
      201,
    );
    expect(banner).toMatchObject({ ...slide, isActive: true, position: 0 });
    const home = await pub<HomeCatalogue>('/home');
    expect(home.banners[0]).toMatchObject({ titlePt: slide.titlePt, titleEn: slide.titleEn });
    expect((await pub<Banner[]>('/banners')).map((b) => b.id)).toContain(banner.id);
    const [entry] = await auditOf('banner', banner.id);
    expect(entry).toMatchObject({ action: 'create', actor_role: 'admin', after: { titlePt: slide.titlePt } });
  });

  it('edits, deactivates (gone from the home, still listed) and refuses a stale save with 409', async () => {
    const mine = (await banners()).find((b) => b.titlePt === slide.titlePt)!;
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('superAdmin', 'PATCH', `/banners/${mine.id}`, {
        titleEn: 'Ribs by the fire',
        updatedAt: mine.updatedAt,
      }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).banners[0]?.titleEn).toBe('Ribs by the fire');
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', `/banners/${mine.id}`, { titlePt: 'Outro', updatedAt: mine.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('banner.stale');
    await json(
      await as('admin', 'PATCH', `/banners/${mine.id}`, { isActive: false, updatedAt: banner.updatedAt }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).banners.map((b) => b.id)).not.toContain(mine.id);
    expect((await banners()).find((b) => b.id === mine.id)?.isActive).toBe(false);
    expect((await auditOf('banner', mine.id)).map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });

  it('reorders by ids; the carousel follows', async () => {
    const before = (await banners()).filter((b) => b.isActive);
    const reversed = [...before].reverse().map((b) => b.id);
    const { banners: after } = await json<{ banners: StaffBanner[] }>(
      await as('admin', 'PUT', '/banners/order', { ids: reversed }),
      200,
    );
    expect(after.slice(0, reversed.length).map((b) => b.id)).toEqual(reversed);
    expect((await pub<Banner[]>('/banners')).map((b) => b.id)).toEqual(reversed);
  });

  it('deletes with its audit entry; the storefront loses it', async () => {
    const mine = (await banners()).find((b) => b.titlePt === slide.titlePt)!;
    await json(await as('admin', 'DELETE', `/banners/${mine.id}`), 200);
    expect((await banners()).map((b) => b.id)).not.toContain(mine.id);
    expect((await auditOf('banner', mine.id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    await json(await as('admin', 'DELETE', `/banners/${mine.id}`), 404);
  });

  it.each([
    ['a javascript: link', { linkUrl: 'javascript:alert(1)' }, 'linkUrl', 'banner.linkInvalid'],
    ['a protocol-relative link', { linkUrl: '//evil.example/x' }, 'linkUrl', 'banner.linkInvalid'],
    ['a plain http link', { linkUrl: 'http://example.com' }, 'linkUrl', 'banner.linkInvalid'],
    [
      'a picture from elsewhere',
      { imageUrl: 'https://evil.example/a.png' },
      'imageUrl',
      'banner.imageInvalid',
    ],
    ['no pt title', { titlePt: '  ' }, 'titlePt', 'banner.titleRequired'],
  ])('refuses %s with 422 on its field', async (_, patch, field, key) => {
    const { error } = await json<ErrorBody>(
      await as('admin', 'POST', '/banners', { ...slide, ...patch }),
      422,
    );
    expect(error.fields?.[field]?.[0]?.key).toBe(key);
  });

  it('accepts an https link and an uploaded picture URL', async () => {
    const { banner } = await json<{ banner: StaffBanner }>(
      await as('admin', 'POST', '/banners', {
        titlePt: 'Só em português',
        linkUrl: 'https://wa.me/14045550100',
        imageUrl: '/media/pictures/0123456789abcdef-1600.webp',
        isActive: false,
      }),
      201,
    );
    expect(banner).toMatchObject({ titleEn: null, isActive: false });
    await json(await as('admin', 'DELETE', `/banners/${banner.id}`), 200);
  });
});
