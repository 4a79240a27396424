import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api-error';
import { notify } from '@/web/lib/toast';
import { useServerMessages } from '@/web/lib/validation-messages';

type Kind = 'create' | 'update' | 'delete';
const DONE = { create: 'toast.created', update: 'toast.updated', delete: 'toast.deleted' } as const;

/**
 * The SPEC §8.4 toasts: "Sucesso!" with what was done, or "Erro" with the failure — creating says
 * "try again" when the server failed, and the refusal itself when it refused (a taken slug says
 * the slug exists, as for products; issue 39); updating and deleting say why (`{detail}`: the server's refusal in the interface
 * language, or its own §8.4 text when the server already answered with it).
 */
export function useCategoryToasts() {
  const { t } = useTranslation('categories');
  const server = useServerMessages();
  const failureText = (kind: Kind, error: unknown): string => {
    if (kind === 'create')
      return error instanceof ApiError && error.status < 500
        ? server.error(error, t('toast.createFailed'))
        : t('toast.createFailed');
    if (error instanceof ApiError && error.body.key === `category.${kind}Failed`)
      return server.error(error, t('toast.unexpected'));
    const detail = server.error(error, t('toast.unexpected'));
    return kind === 'update' ? t('toast.updateFailed', { detail }) : t('toast.deleteFailed', { detail });
  };
  return {
    failureText,
    success: (kind: Kind) => notify('success', t('toast.success'), { description: t(DONE[kind]) }),
    failure: (kind: Kind, error: unknown) =>
      notify('error', t('toast.error'), { description: failureText(kind, error) }),
  };
}
