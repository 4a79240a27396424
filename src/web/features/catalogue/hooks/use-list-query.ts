import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductListQuery } from '@/shared/catalogue/schemas';
import { searchParamsFromQuery } from '@/shared/catalogue/url';
import { listQueryFromSearchParams } from '../lib/list-query';

/**
 * The product list a page shows lives in its URL (shareable; the back button walks through the
 * filters). A change of filter goes back to page 1; `replace` suits typing in the search box.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearchParams(params), [params]);
  const update = useCallback(
    (patch: Partial<ProductListQuery>, options: { replace?: boolean } = {}) => {
      const next = { ...query, page: 1, ...patch };
      setParams(searchParamsFromQuery(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [query, setParams],
  );
  return { query, update };
}
