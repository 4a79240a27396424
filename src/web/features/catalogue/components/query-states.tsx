import { AlertTriangle, SearchX } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';

/** "No results found" in the current language (SPEC §8.7), with a way out. */
export function NoResults({ hint, action }: { hint?: string; action?: React.ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState icon={SearchX} heading="p" title={t('noResults')} body={hint}>
      {action}
    </EmptyState>
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
