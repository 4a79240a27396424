import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicStore } from '@/shared/delivery/public-stores';
import { telHref } from '@/shared/phones/tel';
import { cn } from '@/web/lib/cn';
import { usePublicStores } from '@/web/lib/stores';

const tones = {
  /** On the charcoal footer. */
  dark: { item: '', name: 'text-cream', text: 'text-cream/75', link: 'hover:text-white' },
  /** On a page (about). */
  light: {
    item: 'rounded-2xl bg-white p-6 shadow-card ring-1 ring-line/70',
    name: 'text-ink',
    text: 'text-ink-soft',
    link: 'hover:text-brand',
  },
};

const hoursOf = (store: PublicStore, language: string) =>
  (language.startsWith('en') ? store.hoursEn : store.hours) ?? store.hours ?? store.hoursEn;

/**
 * The stores' names, addresses, hours and phones (decision 037), from GET /api/stores — drawn with
 * the page on the server, so nothing moves once the page is shown. Nothing while there is none.
 * Text only: the footer is on every page's first load, whose JavaScript has a budget.
 */
export function StoreAddresses({
  tone,
  className,
  headingClassName,
  listClassName,
  lead = false,
}: {
  tone: keyof typeof tones;
  className?: string;
  headingClassName?: string;
  listClassName?: string;
  /** A sentence under the heading (the about page). */
  lead?: boolean;
}) {
  const { t, i18n } = useTranslation('layout');
  const { data } = usePublicStores();
  const headingId = useId();
  const c = tones[tone];
  if (!data?.stores.length) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {t('stores.heading')}
      </h2>
      {lead && <p className={cn('mt-2', c.text)}>{t('stores.lead')}</p>}
      <ul className={listClassName}>
        {data.stores.map((store) => {
          const language = i18n.language || 'pt-BR';
          const hours = hoursOf(store, language);
          return (
            <li key={store.id} className={cn('space-y-1.5 text-sm', c.item)}>
              <p className={cn('font-semibold', c.name)}>
                {(language.startsWith('en') && store.nameEn) || store.name}
              </p>
              <p className={c.text}>{store.address}</p>
              {hours && (
                <p className={c.text}>
                  <span className="sr-only">{t('stores.hours')}: </span>
                  {hours}
                </p>
              )}
              {store.phone && (
                <p className={c.text}>
                  <a href={telHref(store.phone)} className={c.link}>
                    <span className="sr-only">{t('stores.phone')}: </span>
                    {store.phone}
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
