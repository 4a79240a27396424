import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useRemoveIntegration } from '../api/remove-api';

/** Whether the screen stored anything for this card (what the environment sets is not stored). */
export function hasStored(card: IntegrationCard): boolean {
  const views = [...Object.values(card.plain), ...Object.values(card.secret)] as { source: string }[];
  return views.some((view) => view.source === 'stored');
}

/**
 * "Remover integração" (decision 083): asks first, then forgets the card's stored fields and keys;
 * its messages wait as "Sem configuração" again. Values set on the server stay and are not
 * offered for removal. Absent when nothing is stored.
 */
export function RemoveIntegration({ card, title }: { card: IntegrationCard; title: string }) {
  const { t } = useTranslation('integrations');
  const server = useServerMessages();
  const remove = useRemoveIntegration();
  const [open, setOpen] = useState(false);
  if (!hasStored(card)) return null;
  const envToo = [...Object.values(card.plain), ...Object.values(card.secret)].some(
    (view) => (view as { source: string }).source === 'env',
  );
  return (
    <div className="mt-6 flex justify-end border-t border-line/60 pt-4">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50 hover:text-red-900">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('remove.button')}
          </Button>
        }
        title={t('remove.title', { name: title })}
        description={`${t('remove.description')}${envToo ? ` ${t('remove.envStays')}` : ''}`}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              setOpen(false);
              notify('success', server.message('integrations.removed') ?? '');
            },
            onError: (error) => notify('error', server.error(error, t('remove.failed'))),
          })
        }
      />
    </div>
  );
}
