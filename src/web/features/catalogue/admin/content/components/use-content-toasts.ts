import { useTranslation } from 'react-i18next';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';

type Kind = 'create' | 'update' | 'delete';
const DONE = { create: 'toast.created', update: 'toast.saved', delete: 'toast.deleted' } as const;

/** "Sucesso!" with what was done, or "Erro" with the server's refusal in the interface language. */
export function useContentToasts() {
  const { t } = useTranslation('content');
  const server = useServerMessages();
  const failureText = (error: unknown) =>
    server.error(error, t('toast.failed', { detail: t('toast.unexpected') }));
  return {
    failureText,
    success: (kind: Kind) => notify('success', t('toast.success'), { description: t(DONE[kind]) }),
    failure: (error: unknown) => notify('error', t('toast.error'), { description: failureText(error) }),
  };
}
