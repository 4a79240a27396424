import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitableRole } from '@/shared/permissions/invitations';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import {
  type StaffInvitation,
  useResendInvitation,
  useRevokeInvitation,
} from '@/web/features/accounts/invitations/api';
import { formatWhen } from '@/web/lib/format-when';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';

const TONE: Record<StaffInvitation['state'], BadgeProps['tone']> = {
  pending: 'gold',
  accepted: 'leaf',
  expired: 'neutral',
  revoked: 'danger',
};

/** The link of a pending invitation whose e-mail was not sent, with a copy button. */
function InvitationLink({ link }: { link: string }) {
  const { t } = useTranslation('invitations');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('list.copied'));
    } catch {
      notify('error', t('list.copyFailed'));
    }
  };
  return (
    <div className="mt-4 rounded-2xl bg-parchment p-4">
      <p className="text-sm font-medium text-ink">{t('list.link')}</p>
      <p className="mt-1 text-sm text-ink-soft">{t('list.linkHint')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          readOnly
          value={link}
          aria-label={t('list.link')}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl bg-white px-3 py-2 font-mono text-xs text-ink ring-1 ring-line"
        />
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t('list.copy')}
        </Button>
      </div>
    </div>
  );
}

/** One invitation: who, as what, its state and dates; resend and revoke while it is open. */
export function InvitationCard({ invitation }: { invitation: StaffInvitation }) {
  const { t, i18n } = useTranslation('invitations');
  const server = useServerMessages();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatWhen(iso, i18n.language, false);
  const open = invitation.state === 'pending' || invitation.state === 'expired';
  const dateLine =
    invitation.state === 'accepted' && invitation.acceptedAt
      ? t('list.acceptedOn', { date: when(invitation.acceptedAt) })
      : invitation.state === 'revoked' && invitation.revokedAt
        ? t('list.revokedOn', { date: when(invitation.revokedAt) })
        : invitation.state === 'expired'
          ? t('list.expiredOn', { date: when(invitation.expiresAt) })
          : t('list.expires', { date: when(invitation.expiresAt) });

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify('success', done);
    } catch (error) {
      notify('error', server.error(error, t('list.actionError')));
    }
  };

  return (
    <li className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-medium text-ink">{invitation.email}</p>
          <p className="mt-1 text-sm text-ink-soft">
            {t(`roles.${invitation.role as InvitableRole}`)}
            {invitation.storeName && ` · ${t('list.store', { name: invitation.storeName })}`}
          </p>
          <p className="mt-1 text-sm text-muted">
            {dateLine}
            {invitation.inviterName && ` · ${t('list.invitedBy', { name: invitation.inviterName })}`}
          </p>
        </div>
        <Badge tone={TONE[invitation.state]}>{t(`states.${invitation.state}`)}</Badge>
      </div>
      {invitation.link && <InvitationLink link={invitation.link} />}
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.isPending}
            onClick={() => void act(() => resend.mutateAsync(invitation.id), t('list.resent'))}
          >
            {t('list.resend')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary" size="sm">
                {t('list.revoke')}
              </Button>
            }
            title={t('list.revokeTitle')}
            description={t('list.revokeBody', { email: invitation.email })}
            confirmLabel={t('list.revoke')}
            cancelLabel={t('list.cancel')}
            busy={revoke.isPending}
            onConfirm={() =>
              void act(() => revoke.mutateAsync(invitation.id), t('list.revoked')).then(() =>
                setConfirming(false),
              )
            }
          />
        </div>
      )}
    </li>
  );
}
