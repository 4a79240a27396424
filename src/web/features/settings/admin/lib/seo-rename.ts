/** The SEO keys that repeat the shop's name. */
export const NAMED_SEO_KEYS = ['site_title', 'site_title_en', 'og_site_name'] as const;
export type NamedSeoKey = (typeof NAMED_SEO_KEYS)[number];

/**
 * What a rename of the shop offers to change in the SEO settings (issue 39): the old name in the
 * titles becomes the new one, so "Brazil Prime — Açougue…" keeps its words; a Portuguese title
 * without the old name becomes the new name. A blank English title and a blank og:site_name
 * already follow (the Portuguese title, the shop's name), so they stay blank. Only real changes.
 */
export function seoRenames(
  seo: Record<string, string>,
  from: string,
  to: string,
): Partial<Record<NamedSeoKey, string>> {
  const old = from.trim();
  const name = to.trim();
  if (!name || old === name) return {};
  const renamed = (value: string) => (old && value.includes(old) ? value.replaceAll(old, name) : null);
  const next: Partial<Record<NamedSeoKey, string>> = {
    site_title: renamed(seo.site_title ?? '') ?? name,
    site_title_en: seo.site_title_en ? (renamed(seo.site_title_en) ?? undefined) : undefined,
    og_site_name: seo.og_site_name ? name : undefined,
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== undefined && value !== seo[key]),
  ) as Partial<Record<NamedSeoKey, string>>;
}
