import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AboutEdit, SectionEdit } from '@/shared/catalogue/content-schemas';
import { call, client } from '@/web/lib/api-client';
import { contentKeys } from './keys';
import { useInvalidateCatalogue, useOrderedSave } from './use-ordered-save';

const staff = client.catalogue.staff;

export const getStaffSections = () => call(staff.sections.$get());
export type StaffSection = Awaited<ReturnType<typeof getStaffSections>>['sections'][number];
type SectionList = Awaited<ReturnType<typeof getStaffSections>>;

/** The home's sections, shown or hidden, in the home's order. */
export const useStaffSections = () =>
  useQuery(queryOptions({ queryKey: contentKeys.sections(), queryFn: getStaffSections }));

export const updateSection = ({ key, ...edit }: SectionEdit & { key: string }) =>
  call(staff.sections[':key'].$patch({ param: { key: encodeURIComponent(key) }, json: edit }));
export const reorderSections = (keys: string[]) => call(staff.sections.order.$put({ json: { keys } }));

export const useUpdateSection = () =>
  useMutation({ mutationFn: updateSection, onSettled: useInvalidateCatalogue() });

export const useReorderSections = (onError: (error: unknown) => void) =>
  useOrderedSave<StaffSection, SectionList>({
    queryKey: contentKeys.sections(),
    save: reorderSections,
    idOf: (s) => s.key,
    items: (list) => list.sections,
    withItems: (_, sections) => ({ sections }),
    onError,
  });

export const getAbout = () => call(staff.about.$get());
export const useAbout = () => useQuery(queryOptions({ queryKey: contentKeys.about(), queryFn: getAbout }));
export const updateAbout = (edit: AboutEdit) => call(staff.about.$put({ json: edit }));
export const useUpdateAbout = () =>
  useMutation({ mutationFn: updateAbout, onSettled: useInvalidateCatalogue() });
