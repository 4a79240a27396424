import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from './checkout-form';

/**
 * When the store the page shows changes (a ZIP served by another store, another pickup store
 * chosen), its windows are another store's: the chosen date and window no longer hold (decision 037).
 * With one store it never changes, so nothing is cleared.
 */
export function useStoreChange(
  form: Pick<UseFormReturn<CheckoutForm>, 'setValue'>,
  storeId: string | undefined,
) {
  const shown = useRef(storeId);
  useEffect(() => {
    if (!storeId) return;
    if (shown.current && shown.current !== storeId) {
      form.setValue('date', '');
      form.setValue('windowId', '');
    }
    shown.current = storeId;
  }, [form, storeId]);
}
