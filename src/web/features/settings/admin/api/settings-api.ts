import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsGroup } from '@/shared/settings/schemas';
import { call, client } from '@/web/lib/api-client';
import { settingsKeys } from '@/web/lib/settings';

/** The settings screens' queries (STYLE habit 8): a save reads its group again. */
export const staffSettingsKeys = {
  all: ['staff', 'settings'] as const,
  group: (group: SettingsGroup) => [...staffSettingsKeys.all, group] as const,
};

const api = client.settings.staff;

export const getGroup = (group: SettingsGroup) =>
  group === 'seo' ? call(api.seo.$get()) : call(api.general.$get());

export const groupQueryOptions = (group: SettingsGroup) =>
  queryOptions({ queryKey: staffSettingsKeys.group(group), queryFn: () => getGroup(group) });
export const useSettingsGroup = (group: SettingsGroup) => useQuery(groupQueryOptions(group));

export type StaffSetting = Awaited<ReturnType<typeof getGroup>>['settings'][number];

const saveOne = ({ group, key, value }: { group: SettingsGroup; key: string; value: string }) =>
  call(api[group][':key'].$put({ param: { key }, json: { value } }));
const saveAll = ({ group, values }: { group: SettingsGroup; values: Record<string, string> }) =>
  group === 'seo'
    ? call(api.seo.$put({ json: values as Parameters<typeof api.seo.$put>[0]['json'] }))
    : call(api.general.$put({ json: values as Parameters<typeof api.general.$put>[0]['json'] }));

type Saved = Awaited<ReturnType<typeof saveOne>>;

/**
 * After a save, the storefront's settings in this tab are the ones the server answered (the
 * header, footer and chat links show them at once), the browser's HTTP copy of GET /api/settings
 * (cached 60 s) is refreshed so the next page load of this browser shows them too, and the group
 * is read again.
 */
function useAfterSave() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: Saved) => {
      queryClient.setQueryData(settingsKeys.public(), saved.settings);
      void client.settings.$get(undefined, { init: { cache: 'reload' } }).catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffSettingsKeys.all }),
  };
}

export const useSaveSetting = () => useMutation({ mutationFn: saveOne, ...useAfterSave() });
export const useSaveSettings = () => useMutation({ mutationFn: saveAll, ...useAfterSave() });
