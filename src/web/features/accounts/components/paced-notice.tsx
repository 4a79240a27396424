import '../i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useRequestUnlock } from '../api/unlock';

/**
 * The sign-in form's answer when the account's sign-in is paced (decision 074): when to try again,
 * and the "send me an unlock link" action instead of waiting. The answer to the action is the same
 * whether or not the address has an account.
 */
export function PacedNotice({ time, email }: { time: string; email: string }) {
  const { t } = useTranslation('auth');
  const request = useRequestUnlock();
  return (
    <div className="space-y-3" data-paced>
      <FormAlert>
        <p className="font-medium">{t('login.paced', { time })}</p>
        <p className="mt-1">{t('login.pacedHint')}</p>
      </FormAlert>
      {request.isSuccess ? (
        <FormAlert kind="success">{t('login.unlockSent')}</FormAlert>
      ) : (
        <>
          <Button
            variant="secondary"
            className="w-full"
            disabled={request.isPending || !email}
            onClick={() => request.mutate({ email })}
          >
            {request.isPending ? t('login.unlockSending') : t('login.unlockAction')}
          </Button>
          {request.isError ? <p className="text-sm text-brand-dark">{t('login.unlockFailed')}</p> : null}
        </>
      )}
    </div>
  );
}
