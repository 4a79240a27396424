import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Cart } from '@/shared/cart/types';
import { paths } from '@/shared/routes';
import { ApiError } from '@/web/lib/api-error';
import { notify } from '@/web/lib/toast';
import type { cart as dictionary } from '@/web/locales/pt-BR/cart';
import { failureReason } from './errors';
import { remember } from './get-cart';
import { cartKeys } from './keys';
import { EMPTY_CART } from './optimistic';
import { enqueue, writes } from './write-queue';
import '../i18n';

type SuccessKey = Exclude<keyof typeof dictionary.toast, 'viewCart' | 'capped' | 'cappedLine'>;
type FailureKey = keyof typeof dictionary.errors;

export type CartWrite<V> = {
  request: (vars: V) => Promise<Cart>;
  /** The cart as it will look once the write lands (badge and lines update at once). */
  optimistic?: (cart: Cart, vars: V) => Cart;
  /** The SPEC §8.3 success toast, chosen from the answer (an update that removed the line says so). */
  success: (vars: V, cart: Cart) => SuccessKey;
  failure: FailureKey;
};

let latest: Cart | null = null;
let failed = false;

/**
 * One cart write: queued behind the others, shown optimistically, rolled back on failure, with
 * the §8.3 toasts in the visitor's language. A 429 gets the rate-limit toast of the auth provider.
 */
export function useCartWrite<V>(write: CartWrite<V>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('cart');
  const key = cartKeys.current();

  return useMutation({
    mutationKey: cartKeys.all,
    mutationFn: (vars: V) => enqueue(() => write.request(vars)).then(remember),
    onMutate: async (vars) => {
      writes.started();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (write.optimistic)
        queryClient.setQueryData<Cart>(key, write.optimistic(previous ?? EMPTY_CART, vars));
      return { previous };
    },
    onSuccess: (cart, vars) => {
      latest = cart;
      const message = write.success(vars, cart);
      notify(
        'success',
        t(`toast.${message}`),
        message === 'added'
          ? { action: { label: t('toast.viewCart'), onClick: () => navigate(paths.cart) } }
          : undefined,
      );
    },
    onError: (error, _vars, context) => {
      failed = true;
      // Roll the optimistic change back at once; the cart is read again when the queue drains.
      if (context) queryClient.setQueryData<Cart>(key, context.previous ?? EMPTY_CART);
      if (error instanceof ApiError && error.status === 429) return;
      // The cart could not even be started (SPEC §8.3 "Erro ao inicializar carrinho").
      const title =
        error instanceof ApiError && error.body.key === 'cartFailure.session'
          ? t('errors.init')
          : t(`errors.${write.failure}`);
      const description = failureReason(error, i18n.language);
      notify('error', title, description ? { description } : undefined);
    },
    onSettled: () => {
      if (!writes.settled()) return;
      if (failed) void queryClient.invalidateQueries({ queryKey: key });
      else if (latest) queryClient.setQueryData<Cart>(key, latest);
      latest = null;
      failed = false;
    },
  });
}
