import '../i18n';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useForgotPassword } from '../api/passwords';

/**
 * A Google-only account (no password, decision 102) cannot "Alterar senha": it has no current one.
 * "Criar uma senha" sends her the set-password link by e-mail (better-auth's reset flow, which
 * creates the password); the link proves the e-mail, as the forgotten-password page does.
 */
export function CreatePassword({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const server = useServerMessages();
  const send = useForgotPassword();
  const [sent, setSent] = useState(false);
  return (
    <div className="space-y-4" data-create-password>
      <p className="text-sm text-ink-soft">{t('profile.createPasswordHelp', { email })}</p>
      {send.isError && <FormAlert>{server.error(send.error, t('genericError'))}</FormAlert>}
      <div aria-live="polite">
        {sent && (
          <p className="rounded-xl bg-leaf/10 px-3 py-2 text-sm text-ink" data-create-password-sent>
            {t('profile.createPasswordSent', { email })}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={send.isPending}
        onClick={() => send.mutate({ email }, { onSuccess: () => setSent(true) })}
      >
        <Send aria-hidden="true" />
        {send.isPending ? t('profile.createPasswordSending') : t('profile.createPassword')}
      </Button>
    </div>
  );
}
