import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductEdit, ProductInput } from '@/shared/catalogue/product-schemas';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';
import { call, client } from '@/web/lib/api-client';

const products = client.catalogue.staff.products;
const one = products[':id'];
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const createProduct = (input: ProductInput) => call(products.$post({ json: input }));
export const updateProduct = ({ id, ...edit }: ProductEdit & { id: string }) =>
  call(one.$patch({ param: idParam(id), json: edit }));
export const duplicateProduct = (id: string) => call(one.duplicate.$post({ param: idParam(id) }));
export const deleteProduct = (id: string) => call(one.$delete({ param: idParam(id) }));

/** After any write the staff lists and the storefront's catalogue queries are read again. */
function useWrite<A, R>(fn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useCreateProduct = () => useWrite(createProduct);
export const useUpdateProduct = () => useWrite(updateProduct);
export const useDuplicateProduct = () => useWrite(duplicateProduct);
export const useDeleteProduct = () => useWrite(deleteProduct);
