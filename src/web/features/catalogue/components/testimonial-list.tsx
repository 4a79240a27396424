import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../../shared/catalogue/types';
import { useLanguage } from '../hooks/use-language';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <p className="flex gap-0.5" role="img" aria-label={t('testimonials.rating', { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions
          key={i}
          aria-hidden="true"
          className={i < rating ? 'size-4 fill-gold text-gold' : 'size-4 text-line'}
        />
      ))}
    </p>
  );
}

/** Published reviews (#testimonials): stars, the words, who said it, when and where. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const dates = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70"
        >
          <Stars rating={item.rating} />
          <blockquote className="flex-1 text-ink-soft">
            <p>“{item.text}”</p>
          </blockquote>
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
