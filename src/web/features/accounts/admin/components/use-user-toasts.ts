import { useTranslation } from 'react-i18next';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';

export type StatusAction = 'suspend' | 'reactivate' | 'deactivate' | 'activate';

/** "Sucesso!" with what was done, or "Erro" with why (the server's refusal in the interface language). */
export function useUserToasts() {
  const { t } = useTranslation('users');
  const server = useServerMessages();
  return {
    success: (done: 'saved' | StatusAction) =>
      notify('success', t('toast.success'), { description: t(`toast.${done}`) }),
    failure: (error: unknown) =>
      notify('error', t('toast.error'), {
        description: t('toast.failed', { detail: server.error(error, t('toast.unexpected')) }),
      }),
  };
}
