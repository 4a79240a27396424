import type { Banner, HomeSectionContent, Testimonial } from '@/shared/catalogue/types';
import type { banners, sections, testimonials } from './schema';

/** Content rows → the staff API's shapes: the public shape plus the active flag and the version edited. */

type BannerRow = typeof banners.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
type TestimonialRow = typeof testimonials.$inferSelect;

export type StaffBanner = Banner & { isActive: boolean; updatedAt: string };
export type StaffSection = HomeSectionContent & { id: string; updatedAt: string };
export type StaffTestimonial = Testimonial & { published: boolean; updatedAt: string };

export const toBanner = (b: BannerRow): Banner => ({
  id: b.id,
  titlePt: b.title_pt,
  subtitlePt: b.subtitle_pt,
  buttonTextPt: b.button_text_pt,
  titleEn: b.title_en,
  subtitleEn: b.subtitle_en,
  buttonTextEn: b.button_text_en,
  imageUrl: b.image_url,
  linkUrl: b.link_url,
  position: b.position,
});

export const toStaffBanner = (b: BannerRow): StaffBanner => ({
  ...toBanner(b),
  isActive: b.is_active,
  updatedAt: b.updated_at.toISOString(),
});

export const toSection = (s: SectionRow): HomeSectionContent => ({
  key: s.key,
  titlePt: s.title_pt,
  titleEn: s.title_en,
  subtitlePt: s.subtitle_pt,
  subtitleEn: s.subtitle_en,
  bodyPt: s.body_pt,
  bodyEn: s.body_en,
  displayOrder: s.display_order,
  isActive: s.is_active,
});

export const toStaffSection = (s: SectionRow): StaffSection => ({
  ...toSection(s),
  id: s.id,
  updatedAt: s.updated_at.toISOString(),
});

export const toTestimonial = (t: TestimonialRow): Testimonial => ({
  id: t.id,
  author: t.author,
  text: t.text,
  rating: t.rating,
  date: t.date,
  source: t.source,
  language: t.language,
});

export const toStaffTestimonial = (t: TestimonialRow): StaffTestimonial => ({
  ...toTestimonial(t),
  published: t.published,
  updatedAt: t.updated_at.toISOString(),
});

/** What the audit log keeps of a row: its editable fields as the API names them (no id, no version). */
export function auditedFields<T extends { updatedAt: string }>(
  row: T,
  omit: readonly string[] = ['id'],
): Record<string, unknown> {
  const { updatedAt: _version, ...rest } = row;
  return Object.fromEntries(Object.entries(rest).filter(([k]) => !omit.includes(k)));
}
