import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { InvitableRole } from '@/shared/permissions/invitations';
import { paths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { chooseLanguage, storedLanguage } from '@/web/lib/i18n';
import { AuthShell, textLink } from '../components/auth-shell';
import { ExistingAccountAccept, NewAccountForm } from './accept-forms';
import { useInvitationByToken } from './api';
import './i18n';

type DeadState = 'missing' | 'unknown' | 'expired' | 'revoked' | 'accepted' | 'error';

/** A link that cannot be accepted: which state it is in and what to do, never a stack trace. */
function DeadLink({ state, onRetry }: { state: DeadState; onRetry?: () => void }) {
  const { t } = useTranslation('invitations');
  const footer =
    state === 'accepted' ? (
      <Link to={paths.login} className={textLink}>
        {t('accept.goSignIn')}
      </Link>
    ) : (
      <Link to={paths.home} className={textLink}>
        {t('accept.goHome')}
      </Link>
    );
  return (
    <AuthShell title={t(`accept.states.${state}.title`)} footer={footer}>
      <FormAlert>{t(`accept.states.${state}.body`)}</FormAlert>
      {onRetry && (
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          {t('accept.retry')}
        </Button>
      )}
    </AuthShell>
  );
}

/**
 * /accept-invitation?token=… (issue 16, decision 036): who invited, the shop and the role; a new
 * person sets a name and password, an existing account signs in with the invited e-mail.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useInvitationByToken(token);
  // The page opens in the language the inviter chose for her (decision 106), unless this browser
  // already has a language chosen; the header's toggle still switches it.
  const invited = query.data?.invitation;
  const language = invited?.state === 'pending' ? invited.language : null;
  useEffect(() => {
    if (language && !storedLanguage()) chooseLanguage(language);
  }, [language]);

  if (!token) return <DeadLink state="missing" />;
  if (query.isPending)
    return (
      <AuthShell title={t('accept.title')}>
        <p role="status" className="text-ink-soft">
          {t('accept.loading')}
        </p>
      </AuthShell>
    );
  if (query.isError) return <DeadLink state="error" onRetry={() => void query.refetch()} />;
  const invitation = query.data.invitation;
  if (invitation.state !== 'pending') return <DeadLink state={invitation.state} />;

  const roleName = t(`roles.${invitation.role as InvitableRole}`);
  const inviter = invitation.inviterName || t('accept.someone');
  const lead = invitation.storeName
    ? t('accept.leadStore', {
        inviter,
        brand: invitation.brandName,
        role: roleName,
        store: invitation.storeName,
      })
    : t('accept.lead', { inviter, brand: invitation.brandName, role: roleName });
  const pending = { token, email: invitation.email, roleName };
  return (
    <AuthShell title={t('accept.title')} subtitle={lead}>
      {invitation.accountExists ? <ExistingAccountAccept {...pending} /> : <NewAccountForm {...pending} />}
    </AuthShell>
  );
}
