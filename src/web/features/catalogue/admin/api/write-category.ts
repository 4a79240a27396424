import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryEdit, CategoryInput, CategoryReorder } from '../../../../../shared/catalogue/schemas';
import { call, client } from '../../../../lib/api-client';
import { catalogueKeys } from '../../api/keys';
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

/**
 * A new order, shown at once (optimistic), then the server's answer (the list in its new order);
 * a refusal puts the list back as the server has it.
 */
export const useReorderCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: staffCategoryKeys.list() });
      queryClient.setQueryData(
        staffCategoryKeys.list(),
        (old: Awaited<ReturnType<typeof reorderCategories>> | undefined) => {
          if (!old) return old;
          const byId = new Map(old.categories.map((c) => [c.id, c]));
          const moved = ids.flatMap((id) => byId.get(id) ?? []);
          const rest = old.categories.filter((c) => !ids.includes(c.id));
          return { categories: [...moved, ...rest] };
        },
      );
    },
    onSuccess: (answer) => queryClient.setQueryData(staffCategoryKeys.list(), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
};
