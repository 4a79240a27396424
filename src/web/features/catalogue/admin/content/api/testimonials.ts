import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TestimonialEdit,
  TestimonialInput,
  TestimonialListInput,
} from '@/shared/catalogue/content-schemas';
import { call, client } from '@/web/lib/api-client';
import { contentKeys } from './keys';
import { useInvalidateCatalogue } from './use-ordered-save';

const staff = client.catalogue.staff;
const idParam = (id: string) => ({ id: encodeURIComponent(id) });

/** The query string as the API reads it: only what is set. */
const asQuery = (query: TestimonialListInput) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const getStaffTestimonials = (query: TestimonialListInput) =>
  call(staff.testimonials.$get({ query: asQuery(query) }));
export type StaffTestimonial = Awaited<ReturnType<typeof getStaffTestimonials>>['items'][number];

export const useStaffTestimonials = (query: TestimonialListInput) =>
  useQuery(
    queryOptions({
      queryKey: contentKeys.testimonials(query),
      queryFn: () => getStaffTestimonials(query),
      placeholderData: keepPreviousData,
    }),
  );

export const createTestimonial = (input: TestimonialInput) => call(staff.testimonials.$post({ json: input }));
export const updateTestimonial = ({ id, ...edit }: TestimonialEdit & { id: string }) =>
  call(staff.testimonials[':id'].$patch({ param: idParam(id), json: edit }));
export const deleteTestimonial = (id: string) =>
  call(staff.testimonials[':id'].$delete({ param: idParam(id) }));

export const useCreateTestimonial = () =>
  useMutation({ mutationFn: createTestimonial, onSettled: useInvalidateCatalogue() });
export const useUpdateTestimonial = () =>
  useMutation({ mutationFn: updateTestimonial, onSettled: useInvalidateCatalogue() });
export const useDeleteTestimonial = () =>
  useMutation({ mutationFn: deleteTestimonial, onSettled: useInvalidateCatalogue() });
