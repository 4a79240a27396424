import { useTranslation } from 'react-i18next';
import type { pages } from '@/web/locales/pt-BR/pages';

type TitleKey = Exclude<keyof typeof pages, 'notFound' | 'comingSoon'>;

/**
 * A page whose screen a later issue builds (SPEC §2.1 lists it; its open issue owns it): it shows its
 * title so every route of the table exists and can be linked to now.
 */
export function PendingPage({ title }: { title: TitleKey }) {
  const { t } = useTranslation('pages');
  return (
    <section className="mx-auto max-w-3xl px-6 py-20">
      <h1 className="text-4xl text-ink">{t(title)}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('comingSoon')}</p>
    </section>
  );
}

export function pendingPage(title: TitleKey) {
  return { default: () => <PendingPage title={title} /> };
}
