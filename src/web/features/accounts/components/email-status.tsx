import { MailCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { ApiError } from '@/web/lib/api-error';
import { retryTimeOf } from '@/web/lib/rate-limit-toast';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useResendConfirmation } from '../api/verify-email';
import '../email-confirm-i18n';

/**
 * The profile's e-mail state (issue 18): confirmed, or not yet with "send the link again"
 * (the server allows five per 15 minutes; a refusal says until when).
 */
export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('emailConfirm');
  const server = useServerMessages();
  const resend = useResendConfirmation();
  const Icon = verified ? MailCheck : MailWarning;
  const refusal =
    resend.error instanceof ApiError && resend.error.status === 429
      ? t('status.resendLimited', { time: retryTimeOf(resend.error) })
      : resend.error
        ? server.error(resend.error, t('status.resendFailed'))
        : null;
  return (
    <div data-email-state={verified ? 'verified' : 'unverified'} className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          className={
            verified
              ? 'grid size-10 shrink-0 place-items-center rounded-full bg-leaf/15 text-leaf'
              : 'grid size-10 shrink-0 place-items-center rounded-full bg-ember/10 text-ember-dark'
          }
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">{verified ? t('status.verified') : t('status.unverified')}</p>
          <p className="text-sm break-all text-ink-soft">{email}</p>
          <p className="mt-1 text-sm text-ink-soft">
            {verified ? t('status.verifiedHint') : t('status.unverifiedHint')}
          </p>
        </div>
      </div>
      {!verified && (
        <>
          {resend.isSuccess && <FormAlert kind="success">{t('status.resent')}</FormAlert>}
          {refusal && <FormAlert>{refusal}</FormAlert>}
          <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? t('status.resending') : t('status.resend')}
          </Button>
        </>
      )}
    </div>
  );
}
