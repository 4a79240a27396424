import { useTranslation } from 'react-i18next';
import type { Testimonial } from '@/shared/catalogue/types';
import { cn } from '@/web/lib/cn';
import { useLanguage } from '../hooks/use-language';

/** The width of 0–5 stars of 1rem with their 2px gaps (one star is 1.125rem of the row). */
const STAR_WIDTHS = ['w-0', 'w-4.5', 'w-9', 'w-13.5', 'w-18', 'w-22.5'] as const;

/**
 * A review's rating: five of lucide's stars, gold up to the rating and outlined after it, drawn as
 * two masked rows (styles.css `.review-stars`) rather than ten elements of SVG, the home page's
 * largest repeated piece of markup (decision 060).
 */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('catalogue');
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex" role="img" aria-label={t('testimonials.rating', { rating })}>
      <span className={cn('review-stars bg-gold', STAR_WIDTHS[filled])} />
      <span className={cn('review-stars review-stars-empty bg-line', STAR_WIDTHS[5 - filled])} />
    </p>
  );
}

/** "pt-BR" → "pt": a review in another variant of the visitor's language is in her language. */
const primary = (code: string) => code.split('-')[0]!.toLowerCase();

/**
 * Published reviews (#testimonials): stars, the words, who said it, when and where. Customers'
 * words are shown as written, never translated: those in the visitor's language come first, the
 * others say which language they are in (and carry it in `lang`, for screen readers).
 */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const dates = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const names = new Intl.DisplayNames(language, { type: 'language' });
  const foreign = (item: Testimonial) => !!item.language && primary(item.language) !== primary(language);
  const ordered = [...testimonials.filter((i) => !foreign(i)), ...testimonials.filter(foreign)];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70"
        >
          <Stars rating={item.rating} />
          <blockquote className="flex-1 text-ink-soft" lang={foreign(item) ? item.language! : undefined}>
            <p>“{item.text}”</p>
          </blockquote>
          {foreign(item) && (
            <p className="-mt-2 text-xs text-muted">
              {t('testimonials.writtenIn', { language: names.of(primary(item.language!)) })}
            </p>
          )}
          <footer className="flex items-baseline justify-between gap-3 border-t border-line/70 pt-4 text-sm">
            <cite className="font-semibold not-italic text-ink">{item.author}</cite>
            <span className="text-muted">
              <time dateTime={item.date}>{dates.format(new Date(`${item.date}T00:00:00Z`))}</time>
              {item.source && <> · {t('testimonials.via', { source: item.source })}</>}
            </span>
          </footer>
        </li>
      ))}
    </ul>
  );
}
