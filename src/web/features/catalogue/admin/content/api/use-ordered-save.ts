import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';

/**
 * A new order, shown at once and then saved (as the categories list does): `reorder` rewrites the
 * cached list before anything is sent, one save runs at a time, and moves made meanwhile are
 * folded into one more save of the latest order. The lists are read again after the last save
 * (a refusal puts back the server's order).
 */
export function useOrderedSave<T, L>({
  queryKey,
  save,
  idOf,
  items,
  withItems,
  onError,
}: {
  queryKey: QueryKey;
  save: (ids: string[]) => Promise<unknown>;
  idOf: (item: T) => string;
  items: (list: L) => T[];
  withItems: (list: L, items: T[]) => L;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({ mutationFn: save });
  const inFlight = useRef(false);
  const waiting = useRef<string[] | null>(null);

  const send = (ids: string[]) => {
    inFlight.current = true;
    mutate(ids, {
      onError,
      onSettled: () => {
        inFlight.current = false;
        const next = waiting.current;
        waiting.current = null;
        if (next) send(next);
        else void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      },
    });
  };

  return (ids: string[]) => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<L>(queryKey, (old) => {
      if (!old) return old;
      const byId = new Map(items(old).map((item) => [idOf(item), item]));
      const moved = ids.flatMap((id) => byId.get(id) ?? []);
      return withItems(old, [...moved, ...items(old).filter((item) => !ids.includes(idOf(item)))]);
    });
    if (inFlight.current) waiting.current = ids;
    else send(ids);
  };
}

/** After any write the staff lists and the storefront's catalogue queries are read again. */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}
