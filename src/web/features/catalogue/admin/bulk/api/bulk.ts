import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridEdit, GridQuery, GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { call, client } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';

const api = client['catalogue-bulk'].staff;

export const bulkKeys = {
  all: ['staff', 'catalogue-bulk'] as const,
  grid: (search: string) => [...bulkKeys.all, 'grid', search] as const,
};

export const gridQueryOptions = (query: GridQuery, search: string) =>
  queryOptions({
    queryKey: bulkKeys.grid(search),
    queryFn: () =>
      call(
        api.grid.$get({
          query: Object.fromEntries(
            Object.entries({ q: query.q, category: query.category, page: String(query.page) }).filter(
              ([, v]) => v !== undefined,
            ),
          ) as Record<string, string>,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useGrid = (query: GridQuery, search: string) => useQuery(gridQueryOptions(query, search));

/** The lines someone else changed, from a 409 of the save (nothing was written). */
export function conflictsOf(error: unknown): GridRow[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.data as { conflicts?: GridRow[] } | undefined;
  return data?.conflicts ?? null;
}

export function useSaveGrid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: GridEdit[]) => call(api.grid.$put({ json: { rows } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

export const useDryRun = () =>
  useMutation({ mutationFn: (file: string) => call(api.import['dry-run'].$post({ json: { file } })) });

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: string; token: string }) => call(api.import.apply.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
