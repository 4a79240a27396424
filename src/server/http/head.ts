import { directionOf } from '@/shared/i18n/language';
import { siteTitle } from '@/shared/settings/home-title';
import { PAGE_TITLE_FALLBACK } from '@/shared/settings/keys';
import type { PublicSettings } from '@/shared/settings/public-settings';

/** What one page says about itself in link previews; pages without their own data use the shop's. */
export type PageHead = { title?: string; description?: string; image?: string; path: string; type?: string };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function absolute(url: string, origin: string): string {
  if (!url) return '';
  try {
    return new URL(url, origin).toString();
  } catch {
    return '';
  }
}

/**
 * The <head> tags the server writes into index.html (DESIGN §4 SEO): from the seo settings, and
 * from the page's own data when it has some, so crawlers that run no scripts see them.
 */
export function renderHead(
  settings: PublicSettings,
  page: PageHead,
  origin: string,
  language: string = settings.defaultLanguage,
): string {
  const seo = settings.seo;
  const title = page.title
    ? `${page.title} | ${settings.brandName}`
    : siteTitle(seo, language, PAGE_TITLE_FALLBACK);
  const description = page.description ?? seo.site_description ?? settings.siteDescription;
  const canonicalBase = seo.canonical_url || origin;
  const canonical = absolute(page.path, canonicalBase);
  const image = absolute(page.image ?? seo.og_image, origin);
  const twitterImage = absolute(page.image ?? seo.twitter_image ?? seo.og_image, origin);
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['name', 'keywords', seo.site_keywords],
    ['name', 'author', seo.site_author],
    ['name', 'robots', seo.site_robots],
    ['name', 'theme-color', seo.theme_color],
    ['property', 'og:title', page.title ? title : seo.og_title || title],
    ['property', 'og:description', page.title ? description : seo.og_description || description],
    ['property', 'og:image', image],
    ['property', 'og:type', page.type ?? seo.og_type],
    ['property', 'og:site_name', seo.og_site_name || settings.brandName],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', seo.twitter_card],
    ['name', 'twitter:title', page.title ? title : seo.twitter_title || title],
    ['name', 'twitter:description', page.title ? description : seo.twitter_description || description],
    ['name', 'twitter:image', twitterImage],
    ['name', 'twitter:site', seo.twitter_site],
  ];
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="viewport" content="${escapeHtml(seo.viewport || 'width=device-width, initial-scale=1')}">`,
    ...tags
      .filter(([, , v]) => v)
      .map(([attr, key, v]) => `<meta ${attr}="${key}" content="${escapeHtml(v)}">`),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}

const HEAD_REGION = /<!--head:start-->[\s\S]*<!--head:end-->/;
const APP_REGION = /<!--app:start-->[\s\S]*<!--app:end-->/;

// Replacer functions, not strings: a `$&` or `$'` in a product's text must stay text.
export function fillIndexHtml(template: string, head: string, lang: string): string {
  return template
    .replace(HEAD_REGION, () => head)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"`);
}

/**
 * A server-drawn page (decision 017): the app's HTML in place of the boot screen, directly inside
 * #root (no whitespace around it, which hydration would see as nodes), and the data block the
 * browser hydrates from before </body>.
 */
export function fillAppHtml(html: string, app: string, state: string): string {
  return html.replace(APP_REGION, () => app).replace('</body>', () => `${state}\n  </body>`);
}
