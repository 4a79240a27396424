import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/web/components/ui/radio-group';
import { cn } from '@/web/lib/cn';

/**
 * A 1–5 rating as five native radios drawn as stars: arrow keys move the choice, a screen reader
 * reads "4 stars" with the question, and the stars up to the choice are filled.
 */
export function RatingInput({
  name,
  value,
  onChange,
  legend,
  error,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('content');
  return (
    <RadioGroup legend={legend} error={error}>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="grid size-10 cursor-pointer place-items-center rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{t('testimonials.form.star', { count: n })}</span>
            <Star
              aria-hidden="true"
              className={cn('size-7', n <= value ? 'fill-gold text-gold' : 'text-line')}
            />
          </label>
        ))}
      </div>
    </RadioGroup>
  );
}

/** Stars shown in a list, read as "4 out of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('content');
  return (
    <span role="img" aria-label={t('testimonials.stars', { count: rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-gold text-gold' : 'text-line')}
        />
      ))}
    </span>
  );
}
