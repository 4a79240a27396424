import { useEffect } from 'react';
import { type AddItemVars, useAddItem } from '../api/add-item';

export type AddItemHandle = { mutate: (vars: AddItemVars) => void; isPending: boolean };

/**
 * The cart's add (its queue, optimistic badge, toasts and translated refusals), mounted once the
 * visitor means to buy (hooks/use-deferred-add-item.tsx). It draws nothing: it hands the mutation up.
 */
export default function AddItemRunner({ onReady }: { onReady: (handle: AddItemHandle) => void }) {
  const { mutate, isPending } = useAddItem();
  useEffect(() => {
    onReady({ mutate: (vars) => mutate(vars), isPending });
  }, [mutate, isPending, onReady]);
  return null;
}
