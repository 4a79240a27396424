import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';

export type RemovalAsk = { title: string; description: string; remove: () => void };

/** Asks before a window or a zone leaves the form (saying how many orders are booked in it ahead). */
export function useConfirmRemove() {
  const { t } = useTranslation('stores');
  const [asking, setAsking] = useState<RemovalAsk | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && setAsking(null)}
      title={asking?.title ?? ''}
      description={asking?.description ?? ''}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.no')}
      onConfirm={() => {
        asking?.remove();
        setAsking(null);
      }}
    />
  );
  return { ask: setAsking, dialog };
}
