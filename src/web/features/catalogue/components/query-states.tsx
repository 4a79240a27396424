import { AlertTriangle, SearchX } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** "No results found" in the current language (SPEC §8.7), with a way out. */
export function EmptyState({ hint, action }: { hint?: string; action?: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-9 text-muted" />
      <p className="font-display text-xl text-ink">{t('noResults')}</p>
      {hint && <p className="max-w-md text-ink-soft">{hint}</p>}
      {action}
    </div>
  );
}

/** A failed load, with the retry that usually fixes it. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border border-brand/25 bg-brand-soft/60 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-brand" />
      <p className="text-ink">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
