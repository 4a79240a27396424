import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AddItemVars } from '../api/add-item';
import type { AddItemHandle } from '../components/add-item-runner';

const AddItemRunner = lazy(() => import('../components/add-item-runner'));

/**
 * The product page's add-to-cart, with the cart's write code loaded on first intent (pointer or
 * focus on the add button) instead of with the page: it brings the validation library its error
 * messages need, whose start-up was the page's longest task (decision 017). A click before the
 * code has arrived is kept and sent as soon as it has; the button shows "adding" meanwhile.
 */
export function useDeferredAddItem() {
  const [wanted, setWanted] = useState(false);
  const [handle, setHandle] = useState<AddItemHandle | null>(null);
  const [waiting, setWaiting] = useState(false);
  const queue = useRef<AddItemVars[]>([]);

  useEffect(() => {
    if (!handle || !waiting) return;
    // splice empties the queue first, so a second run of this effect sends nothing twice.
    for (const vars of queue.current.splice(0)) handle.mutate(vars);
    setWaiting(false);
  }, [handle, waiting]);

  const prepare = useCallback(() => setWanted(true), []);
  const mutate = useCallback(
    (vars: AddItemVars) => {
      if (handle) return handle.mutate(vars);
      queue.current.push(vars);
      setWanted(true);
      setWaiting(true);
    },
    [handle],
  );

  const runner = wanted ? (
    <Suspense fallback={null}>
      <AddItemRunner onReady={setHandle} />
    </Suspense>
  ) : null;
  return { mutate, prepare, isPending: waiting || Boolean(handle?.isPending), runner };
}
