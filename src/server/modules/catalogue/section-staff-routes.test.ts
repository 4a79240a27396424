import { describe, expect, it } from 'vitest';
import type { HomeCatalogue, HomeSectionContent } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { contentStaffSuite, json } from '@/testing/content-staff';
import type { StaffSection } from './content-mappers';

/** The home sections and the about text as staff edit them. */
const { as, auditOf, pub, sections } = contentStaffSuite();

describe('staff home sections and about API', () => {
  it('lists the six sections of the home in order, with their versions', async () => {
    const list = await sections();
    expect(list.map((s) => s.key)).toEqual([
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'testimonials',
      'about',
    ]);
    expect((await as('admin', 'GET', '/sections')).status).toBe(200);
  });

  it('edits a section in both languages; /home and /sections show it at once', async () => {
    await pub('/home');
    const featured = (await sections()).find((s) => s.key === 'featured')!;
    await json(
      await as('manager', 'PATCH', '/sections/featured', {
        titlePt: 'Escolhas do açougueiro',
        titleEn: "Butcher's picks",
        updatedAt: featured.updatedAt,
      }),
      200,
    );
    const row = (await pub<HomeCatalogue>('/home')).sections.find((s) => s.key === 'featured')!;
    expect(row).toMatchObject({
      titlePt: 'Escolhas do açougueiro',
      titleEn: "Butcher's picks",
      isActive: true,
    });
    const stale = await json<ErrorBody>(
      await as('admin', 'PATCH', '/sections/featured', { titlePt: 'X', updatedAt: featured.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('homeSection.stale');
    expect((await auditOf('home_section', featured.id)).at(-1)).toMatchObject({
      action: 'update',
      actor_role: 'manager',
      before: { titlePt: 'Produtos em destaque' },
    });
  });

  it('hides a section: the public list says so, and shows it again', async () => {
    const promo = (await sections()).find((s) => s.key === 'promotions')!;
    const { section } = await json<{ section: StaffSection }>(
      await as('manager', 'PATCH', '/sections/promotions', { isActive: false, updatedAt: promo.updatedAt }),
      200,
    );
    expect((await pub<HomeSectionContent[]>('/sections')).find((s) => s.key === 'promotions')?.isActive).toBe(
      false,
    );
    await json(
      await as('manager', 'PATCH', '/sections/promotions', { isActive: true, updatedAt: section.updatedAt }),
      200,
    );
    expect((await pub<HomeCatalogue>('/home')).sections.find((s) => s.key === 'promotions')?.isActive).toBe(
      true,
    );
  });

  it('reorders by keys; unknown keys and keys that are not the home’s are refused', async () => {
    const { sections: after } = await json<{ sections: StaffSection[] }>(
      await as('manager', 'PUT', '/sections/order', { keys: ['testimonials', 'categories'] }),
      200,
    );
    expect(after.map((s) => s.key)).toEqual([
      'testimonials',
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'about',
    ]);
    expect((await pub<HomeSectionContent[]>('/sections')).map((s) => s.key)[0]).toBe('testimonials');
    await json(await as('manager', 'PUT', '/sections/order', { keys: ['newsletter'] }), 422);
    await json(
      await as('manager', 'PATCH', '/sections/newsletter', { titlePt: 'X', updatedAt: after[0]!.updatedAt }),
      404,
    );
    await json(await as('manager', 'PUT', '/sections/order', { keys: ['about', 'about'] }), 422);
  });

  it('edits the about text in both languages; /sections has it at the next request', async () => {
    const { section } = await json<{ section: StaffSection }>(await as('manager', 'GET', '/about'), 200);
    expect(section.bodyPt).toMatch(/2017/);
    await pub('/sections');
    const saved = await json<{ section: StaffSection }>(
      await as('manager', 'PUT', '/about', {
        titlePt: 'Nossa história',
        titleEn: 'Our story',
        subtitlePt: section.subtitlePt,
        subtitleEn: section.subtitleEn,
        bodyPt: 'Desde 2017 em Georgia.\n\nCortes brasileiros.',
        bodyEn: 'Since 2017 in Georgia.\n\nBrazilian cuts.',
        updatedAt: section.updatedAt,
      }),
      200,
    );
    const about = (await pub<HomeSectionContent[]>('/sections')).find((s) => s.key === 'about')!;
    expect(about).toMatchObject({
      titleEn: 'Our story',
      bodyPt: 'Desde 2017 em Georgia.\n\nCortes brasileiros.',
    });
    const stale = await json<ErrorBody>(
      await as('admin', 'PUT', '/about', { titlePt: 'X', updatedAt: section.updatedAt }),
      409,
    );
    expect(stale.error.key).toBe('homeSection.stale');
    expect(saved.section.updatedAt).not.toBe(section.updatedAt);
  });
});
