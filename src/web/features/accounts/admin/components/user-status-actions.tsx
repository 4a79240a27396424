import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { ApiError } from '@/web/lib/api-error';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useChangeUser } from '../api/change-user';
import { type StatusAction, useUserToasts } from './use-user-toasts';

type Person = { id: string; name: string; is_suspended: boolean; is_active: boolean; updated_at: string };

const CHANGE: Record<StatusAction, { isSuspended?: boolean; isActive?: boolean }> = {
  suspend: { isSuspended: true },
  reactivate: { isSuspended: false },
  deactivate: { isActive: false },
  activate: { isActive: true },
};

/**
 * Suspend / Reactivate and Deactivate / Activate, each after a confirmation that says what
 * happens (suspending or deactivating signs the person out everywhere at once).
 */
export function UserStatusActions({ user, onReload }: { user: Person; onReload: () => void }) {
  const { t } = useTranslation('users');
  const server = useServerMessages();
  const toasts = useUserToasts();
  const change = useChangeUser();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const suspension: StatusAction = user.is_suspended ? 'reactivate' : 'suspend';
  const activity: StatusAction = user.is_active ? 'deactivate' : 'activate';
  const stale = change.error instanceof ApiError && change.error.status === 409;

  const run = async (action: StatusAction) => {
    try {
      await change.mutateAsync({ id: user.id, updatedAt: user.updated_at, ...CHANGE[action] });
      toasts.success(action);
    } catch (error) {
      toasts.failure(error);
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="space-y-3">
      {user.is_suspended && <p className="text-sm text-red-800">{t('status.suspendedNote')}</p>}
      {!user.is_active && <p className="text-sm text-ink-soft">{t('status.inactiveNote')}</p>}
      {change.isError && (
        <FormAlert>
          {server.error(change.error, t('manage.saveError'))}
          {stale && (
            <Button variant="secondary" size="sm" className="mt-3 block" onClick={onReload}>
              {t('manage.reload')}
            </Button>
          )}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant={user.is_suspended ? 'primary' : 'secondary'} onClick={() => setAsking(suspension)}>
          {t(`status.${suspension}`)}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(activity)}>
          {t(`status.${activity}`)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`status.confirm.${asking}.title`, { name: user.name }) : ''}
        description={asking ? t(`status.confirm.${asking}.body`) : ''}
        confirmLabel={asking ? t(`status.confirm.${asking}.yes`) : ''}
        cancelLabel={t('status.confirm.cancel')}
        busy={change.isPending}
        onConfirm={() => asking && void run(asking)}
      />
    </div>
  );
}
