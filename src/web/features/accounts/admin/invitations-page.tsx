import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { invitableRoles } from '@/shared/permissions/invitations';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useInvitations } from '../invitations/api';
import { useStores } from './api/get-stores';
import { InvitationCard } from './components/invitation-card';
import { InviteForm } from './components/invite-form';
import '../invitations/i18n';

/**
 * /admin/convites (decision 036): invite by e-mail with a role below the viewer's (and a store for
 * a manager); the invitations the viewer may manage with their state, resend and revoke, and —
 * when the shop sends no e-mail — the link to copy.
 */
export default function InvitationsPage() {
  const { t } = useTranslation('invitations');
  usePageTitle(t('title'));
  const server = useServerMessages();
  const { profile } = useAuth();
  const roles = invitableRoles(profile?.role);
  const stores = useStores().data?.stores ?? [];
  const query = useInvitations();
  const list = query.data?.invitations;

  return (
    <div>
      <h1 className="text-4xl text-ink">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('lead')}</p>
      <p className="mt-2 text-sm">
        <Link
          to={ADMIN_SECTIONS.users.path}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {t('backToUsers')}
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="invite-form-title"
          className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6"
        >
          <h2 id="invite-form-title" className="text-2xl text-ink">
            {t('form.title')}
          </h2>
          <div className="mt-4">
            <InviteForm roles={roles} stores={stores} />
          </div>
        </section>
        <section aria-labelledby="invitations-title" aria-busy={query.isFetching}>
          <h2 id="invitations-title" className="text-2xl text-ink">
            {t('list.title')}
          </h2>
          <div className="mt-4">
            {query.isPending ? (
              <div role="status" className="space-y-3">
                <span className="sr-only">{t('list.loading')}</span>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-24 w-full rounded-3xl" />
                ))}
              </div>
            ) : query.isError ? (
              <div className="space-y-4">
                <FormAlert>{server.error(query.error, t('list.loadError'))}</FormAlert>
                <Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>
              </div>
            ) : list && list.length === 0 ? (
              <EmptyState
                icon={MailPlus}
                title={t('list.emptyTitle')}
                body={t('list.emptyBody')}
                heading="p"
              />
            ) : (
              <ul className="space-y-3">
                {list?.map((invitation) => (
                  <InvitationCard key={invitation.id} invitation={invitation} />
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
