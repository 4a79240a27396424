import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/shared/catalogue/rules';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useMoney } from '@/web/lib/money';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { type StaffExtra, useDeleteExtra, useExtras } from '../api/extras';
import { useMayManageAll } from '../lib/use-may-manage-all';
import { ExtraRowForm } from './extra-row-form';

/** The shop's extras: managers see them; admins add, edit and delete (a 409 says it is in use). */
export function ExtrasDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const money = useMoney();
  const { t, i18n } = useTranslation('productsAdmin');
  const server = useServerMessages();
  const mayManageAll = useMayManageAll();
  const extras = useExtras();
  const remove = useDeleteExtra();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StaffExtra | null>(null);

  const onDelete = async (extra: StaffExtra) => {
    try {
      await remove.mutateAsync(extra.id);
      notify('success', t('toast.success'), { description: t('extrasManager.deleted') });
    } catch (error) {
      notify('error', t('toast.error'), { description: server.error(error, t('toast.unexpected')) });
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="drawer">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle>{t('extrasManager.title')}</DialogTitle>
          <DialogCloseButton label={t('extrasManager.close')} className="-mt-1 -mr-2" />
        </div>
        <DialogDescription className="text-sm">
          {mayManageAll ? t('extrasManager.description') : t('extrasManager.readOnly')}
        </DialogDescription>
        <div className="mt-5 space-y-3">
          {extras.isPending ? (
            <Spinner label={t('loading')} />
          ) : extras.isError ? (
            <FormAlert>{server.error(extras.error, t('loadError'))}</FormAlert>
          ) : extras.data.extras.length === 0 ? (
            <p className="text-sm text-muted">{t('extrasManager.empty')}</p>
          ) : (
            <ul className="divide-y divide-line/70 rounded-2xl bg-white ring-1 ring-line/60">
              {extras.data.extras.map((extra) => {
                const name = localized(extra.name, extra.nameEn, i18n.language);
                return (
                  <li key={extra.id} className="p-3">
                    {editing === extra.id ? (
                      <ExtraRowForm extra={extra} onDone={() => setEditing(null)} />
                    ) : confirming?.id === extra.id ? (
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-sm text-ink">{t('extrasManager.confirmDelete', { name })}</p>
                        <span className="flex gap-2">
                          <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                            {t('confirmDelete.cancel')}
                          </Button>
                          <Button size="sm" disabled={remove.isPending} onClick={() => void onDelete(extra)}>
                            {t('confirmDelete.confirm')}
                          </Button>
                        </span>
                      </div>
                    ) : (
                      <div className="flex items-center gap-3">
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-ink">{name}</span>
                          <span className="text-sm text-ink-soft tabular-nums">
                            {money(extra.priceCents)} ·{' '}
                            {t(
                              extra.basis === 'piece'
                                ? 'extrasManager.basisPieceShort'
                                : 'extrasManager.basisLineShort',
                            )}
                          </span>
                        </span>
                        {!extra.isActive && <Badge>{t('status.draft')}</Badge>}
                        {mayManageAll && (
                          <>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('extrasManager.edit', { name })}
                              onClick={() => setEditing(extra.id)}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={t('extrasManager.delete', { name })}
                              onClick={() => setConfirming(extra)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {mayManageAll && (
            <ExtraRowForm
              extra={null}
              onDone={() => notify('success', t('toast.success'), { description: t('extrasManager.saved') })}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
