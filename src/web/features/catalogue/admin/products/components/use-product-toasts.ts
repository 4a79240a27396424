import { useTranslation } from 'react-i18next';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';

type Done = 'created' | 'updated' | 'deleted' | 'duplicated';

/** "Sucesso!" with what was done, or "Erro" with the server's refusal in the interface language. */
export function useProductToasts() {
  const { t } = useTranslation('productsAdmin');
  const server = useServerMessages();
  const failureText = (error: unknown) => server.error(error, t('toast.unexpected'));
  return {
    failureText,
    success: (done: Done) => notify('success', t('toast.success'), { description: t(`toast.${done}`) }),
    failure: (error: unknown) => notify('error', t('toast.error'), { description: failureText(error) }),
  };
}
