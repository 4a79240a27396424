import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CategoryEdit, CategoryInput, CategoryReorder } from '@/shared/catalogue/category-schemas';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';
import { call, client } from '@/web/lib/api-client';
import { staffCategoryKeys } from './keys';

const one = client.catalogue.staff.categories[':id'];
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const createCategory = (input: CategoryInput) =>
  call(client.catalogue.staff.categories.$post({ json: input }));
export const updateCategory = ({ id, ...edit }: CategoryEdit & { id: string }) =>
  call(one.$patch({ param: idParam(id), json: edit }));
export const deleteCategory = (id: string) => call(one.$delete({ param: idParam(id) }));
export const reorderCategories = (input: CategoryReorder) =>
  call(client.catalogue.staff.categories.order.$put({ json: input }));

/** After any write the staff list and the storefront's catalogue queries are read again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

export const useCreateCategory = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createCategory, onSettled: invalidate });
};

/** A refusal (409: a colleague saved first) also reads the list again, so the next try starts from the new version. */
export const useUpdateCategory = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: updateCategory, onSettled: invalidate });
};

export const useDeleteCategory = () => {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteCategory, onSettled: invalidate });
};

type StaffList = Awaited<ReturnType<typeof reorderCategories>>;

/**
 * A new order: shown at once (the list is rewritten before anything is sent, so the next move
 * starts from it), then saved. One save at a time: moves made while one is on its way are folded
 * into one more save of the latest order when it returns, so quick presses neither race nor pile
 * up requests. The list is read again after the last save (a refusal puts back the server's order).
 */
export function useReorderCategories(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({ mutationFn: reorderCategories });
  const inFlight = useRef(false);
  const waiting = useRef<string[] | null>(null);

  const send = (ids: string[]) => {
    inFlight.current = true;
    mutate(
      { ids },
      {
        onError,
        onSettled: () => {
          inFlight.current = false;
          const next = waiting.current;
          waiting.current = null;
          if (next) send(next);
          else void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
        },
      },
    );
  };

  return (ids: string[]) => {
    void queryClient.cancelQueries({ queryKey: staffCategoryKeys.list() });
    queryClient.setQueryData<StaffList>(staffCategoryKeys.list(), (old) => {
      if (!old) return old;
      const byId = new Map(old.categories.map((c) => [c.id, c]));
      const moved = ids.flatMap((id) => byId.get(id) ?? []);
      return { categories: [...moved, ...old.categories.filter((c) => !ids.includes(c.id))] };
    });
    if (inFlight.current) waiting.current = ids;
    else send(ids);
  };
}
