import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { BRAND_NAME_FALLBACK } from '@/shared/settings/keys';

/** The shop's name as its logo: a small seal and the name in the display face. */
export function BrandMark({ name, tone = 'dark' }: { name: string | undefined; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('layout');
  const brand = name || BRAND_NAME_FALLBACK;
  return (
    <Link
      to={paths.home}
      aria-label={t('header.homeLink', { brand })}
      className="group inline-flex shrink-0 items-center gap-2.5 rounded-full"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-brand font-display text-lg text-cream shadow-sm"
      >
        {brand.charAt(0)}
      </span>
      <span
        className={`font-display text-lg leading-none tracking-tight sm:text-xl ${tone === 'light' ? 'text-cream' : 'text-ink'}`}
      >
        {brand}
      </span>
    </Link>
  );
}
