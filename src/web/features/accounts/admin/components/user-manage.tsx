import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@/shared/permissions/user-admin';
import type { StoreOption } from '../api/get-stores';
import type { UserDetail } from '../api/get-user';
import { userControls } from '../lib/user-controls';
import { UserAccessForm } from './user-access-form';
import { UserStatusActions } from './user-status-actions';

const card = 'rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6';

/**
 * What the viewer may change about the person, and only that (the shared rules the server
 * applies): nothing, with the reason, for themselves or someone at or above them; otherwise the
 * access form and the suspension and activity buttons.
 */
export function UserManage({
  viewer,
  user,
  stores,
  onReload,
}: {
  viewer: Person;
  user: UserDetail['user'];
  stores: StoreOption[];
  onReload: () => void;
}) {
  const { t } = useTranslation('users');
  const controls = userControls(viewer, { id: user.id, role: user.role });
  if (!controls.manage)
    return (
      <section aria-labelledby="user-manage" className={card}>
        <h2 id="user-manage" className="text-2xl text-ink">
          {t('manage.title')}
        </h2>
        <p className="mt-3 flex gap-3 text-sm text-ink-soft">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {t(`manage.${controls.reason}`)}
        </p>
      </section>
    );
  return (
    <div className="space-y-6">
      <section aria-labelledby="user-manage" className={card}>
        <h2 id="user-manage" className="text-2xl text-ink">
          {t('manage.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('manage.lead')}</p>
        {controls.roleLocked && (
          <p className="mb-4 flex gap-3 text-sm text-ink-soft">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            {t(`manage.${controls.roleLocked}`)}
          </p>
        )}
        {/* A new form per version of the person: after a save or a reload it starts from what is saved. */}
        <UserAccessForm
          key={user.updated_at}
          viewer={viewer}
          user={user}
          roles={controls.roles}
          stores={stores}
          onReload={onReload}
        />
      </section>
      <section aria-labelledby="user-status" className={card}>
        <h2 id="user-status" className="mb-4 text-2xl text-ink">
          {t('status.title')}
        </h2>
        <UserStatusActions
          key={user.updated_at}
          user={{ ...user, name: user.full_name || user.email }}
          onReload={onReload}
        />
      </section>
    </div>
  );
}
