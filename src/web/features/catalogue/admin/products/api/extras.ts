import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExtraEdit, ExtraInput } from '@/shared/catalogue/product-schemas';
import { catalogueKeys } from '@/web/features/catalogue/api/keys';
import { call, client } from '@/web/lib/api-client';
import { staffProductKeys } from './keys';

const extras = client.catalogue.staff.extras;
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const getExtras = () => call(extras.$get());
export const useExtras = () => useQuery({ queryKey: staffProductKeys.extras(), queryFn: getExtras });
export type StaffExtra = Awaited<ReturnType<typeof getExtras>>['extras'][number];

export const createExtra = (input: ExtraInput) => call(extras.$post({ json: input }));
export const updateExtra = ({ id, ...edit }: ExtraEdit & { id: string }) =>
  call(extras[':id'].$patch({ param: idParam(id), json: edit }));
export const deleteExtra = (id: string) => call(extras[':id'].$delete({ param: idParam(id) }));

function useWrite<A, R>(fn: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useCreateExtra = () => useWrite(createExtra);
export const useUpdateExtra = () => useWrite(updateExtra);
export const useDeleteExtra = () => useWrite(deleteExtra);
