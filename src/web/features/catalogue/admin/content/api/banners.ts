import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BannerEdit, BannerInput } from '@/shared/catalogue/content-schemas';
import { call, client } from '@/web/lib/api-client';
import { contentKeys } from './keys';
import { useInvalidateCatalogue, useOrderedSave } from './use-ordered-save';

const staff = client.catalogue.staff;
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

export const getStaffBanners = () => call(staff.banners.$get());
export type StaffBanner = Awaited<ReturnType<typeof getStaffBanners>>['banners'][number];
type BannerList = Awaited<ReturnType<typeof getStaffBanners>>;

/** Every banner, active or not, by position. */
export const staffBannersQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.banners(), queryFn: getStaffBanners });
export const useStaffBanners = () => useQuery(staffBannersQueryOptions());

export const createBanner = (input: BannerInput) => call(staff.banners.$post({ json: input }));
export const updateBanner = ({ id, ...edit }: BannerEdit & { id: string }) =>
  call(staff.banners[':id'].$patch({ param: idParam(id), json: edit }));
export const deleteBanner = (id: string) => call(staff.banners[':id'].$delete({ param: idParam(id) }));
export const reorderBanners = (ids: string[]) => call(staff.banners.order.$put({ json: { ids } }));

export const useCreateBanner = () =>
  useMutation({ mutationFn: createBanner, onSettled: useInvalidateCatalogue() });
/** A refusal (409: a colleague saved first) also reads the list again, so the next try starts from it. */
export const useUpdateBanner = () =>
  useMutation({ mutationFn: updateBanner, onSettled: useInvalidateCatalogue() });
export const useDeleteBanner = () =>
  useMutation({ mutationFn: deleteBanner, onSettled: useInvalidateCatalogue() });

export const useReorderBanners = (onError: (error: unknown) => void) =>
  useOrderedSave<StaffBanner, BannerList>({
    queryKey: contentKeys.banners(),
    save: reorderBanners,
    idOf: (b) => b.id,
    items: (list) => list.banners,
    withItems: (_, banners) => ({ banners }),
    onError,
  });
