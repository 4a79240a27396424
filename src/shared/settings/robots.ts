/**
 * The SEO setting `site_robots`: the content of `<meta name="robots">`, a comma-separated list of
 * the directives search engines read (Google's and Bing's lists). Anything else ("blah", "index;
 * follow") would be served as is and ignored by every crawler, so it is refused with the first
 * word that is not a directive; a list that says both ways ("index, noindex") is refused too.
 */

/** Directives without a value. */
const FLAGS = new Set([
  'all',
  'none',
  'index',
  'noindex',
  'follow',
  'nofollow',
  'noarchive',
  'nocache',
  'nosnippet',
  'noimageindex',
  'notranslate',
  'indexifembedded',
  'nositelinkssearchbox',
]);

/** Directives with a value after ":", and the values each takes. */
const VALUED: Record<string, RegExp> = {
  // A number of characters or seconds; -1 means no limit, 0 none.
  'max-snippet': /^(?:-1|\d{1,6})$/,
  'max-video-preview': /^(?:-1|\d{1,6})$/,
  'max-image-preview': /^(?:none|standard|large)$/i,
  // An ISO 8601 date, with a time if wanted (RFC 822 and 850 dates hold commas: not in a comma list).
  unavailable_after: /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?$/i,
};

/** What each directive says about indexing and following links (all/none say both). */
const SAYS: Record<string, { index?: boolean; follow?: boolean }> = {
  all: { index: true, follow: true },
  none: { index: false, follow: false },
  index: { index: true },
  noindex: { index: false },
  follow: { follow: true },
  nofollow: { follow: false },
};

export type RobotsCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'invalid'; directive: string }
  | { ok: false; reason: 'conflict'; directive: string; other: string };

/**
 * Checks a robots list and writes it the usual way ("NoIndex,nofollow" → "noindex, nofollow";
 * "max-snippet : 50" → "max-snippet:50"). Blank is the caller's business.
 */
export function checkRobots(value: string): RobotsCheck {
  const written: string[] = [];
  const said: { index?: string; follow?: string } = {};
  for (const raw of value.split(',')) {
    const part = raw.trim();
    if (part === '') continue; // "index, follow," — a stray comma says nothing
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    const arg = colon < 0 ? null : part.slice(colon + 1).trim();
    if (arg === null ? !FLAGS.has(name) : !VALUED[name]?.test(arg)) {
      return { ok: false, reason: 'invalid', directive: part };
    }
    const directive =
      arg === null ? name : `${name}:${name === 'unavailable_after' ? arg : arg.toLowerCase()}`;
    for (const aspect of ['index', 'follow'] as const) {
      const yes = SAYS[name]?.[aspect];
      if (yes === undefined) continue;
      const earlier = said[aspect];
      if (earlier !== undefined && SAYS[earlier]?.[aspect] !== yes) {
        return { ok: false, reason: 'conflict', directive, other: earlier };
      }
      said[aspect] = name;
    }
    if (!written.includes(directive)) written.push(directive);
  }
  if (written.length === 0) return { ok: false, reason: 'invalid', directive: value.trim() };
  return { ok: true, value: written.join(', ') };
}
