import { describe, expect, it } from 'vitest';
import type { HomeSectionContent } from '@/shared/catalogue/types';
import { homeSectionOrder } from './home-sections';

const row = (key: string, displayOrder: number, isActive = true): HomeSectionContent => ({
  key,
  displayOrder,
  isActive,
  titlePt: null,
  titleEn: null,
  subtitlePt: null,
  subtitleEn: null,
  bodyPt: null,
  bodyEn: null,
});

describe('homeSectionOrder', () => {
  it('is the default order while there is no data', () => {
    expect(homeSectionOrder(undefined)).toEqual([
      'categories',
      'featured',
      'promotions',
      'brazilian_cuts',
      'testimonials',
      'about',
    ]);
  });

  it('follows the rows’ order, drops hidden ones, and keeps keys without a row at the end', () => {
    const rows = [
      row('about', 1),
      row('featured', 3),
      row('categories', 2, false),
      row('promotions', 4),
      row('newsletter', 0),
    ];
    expect(homeSectionOrder(rows)).toEqual([
      'about',
      'featured',
      'promotions',
      'brazilian_cuts',
      'testimonials',
    ]);
  });
});
