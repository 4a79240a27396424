import type { z } from 'zod';

type QuerySchema = z.ZodObject<z.ZodRawShape>;

/**
 * A staff list's search, filters, sort and page as the address bar carries them, read and written
 * with the API's own query schema (one per list, shared with the server). Reading drops what the
 * server would refuse (a typo in a shared link, page=0, an unknown role) instead of showing an error;
 * writing leaves out empty values and the defaults, so shared links stay short.
 */
export function urlFilters<S extends QuerySchema, K extends keyof z.output<S> & string>(
  schema: S,
  keys: readonly K[],
  defaults: Partial<Pick<z.output<S>, K>>,
) {
  type Filters = Pick<z.output<S>, K>;
  return {
    read(search: URLSearchParams): Filters {
      const filters = { ...defaults } as Filters;
      for (const key of keys) {
        const raw = search.get(key)?.trim();
        if (!raw) continue;
        const parsed = (schema.shape[key] as z.ZodType).safeParse(raw);
        if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
      }
      return filters;
    },
    write(filters: Partial<Filters>): URLSearchParams {
      const search = new URLSearchParams();
      for (const key of keys) {
        const value = filters[key];
        if (value === undefined || value === '' || value === defaults[key]) continue;
        search.set(key, String(value));
      }
      return search;
    },
  };
}

/** How many pages a list of `total` rows has (at least one, so an empty list reads "1 of 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
