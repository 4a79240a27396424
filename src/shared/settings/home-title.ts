/**
 * The shop's own tab title (the home page, and any page without a title of its own) in the
 * reader's language (issue 38, decision 106): English reads `site_title_en`, which falls back to
 * the Portuguese `site_title` when staff left it blank; then the fixed fallback.
 */
export function siteTitle(
  seo: { site_title: string; site_title_en: string },
  language: string,
  fallback: string,
) {
  return (language === 'en' && seo.site_title_en) || seo.site_title || fallback;
}
