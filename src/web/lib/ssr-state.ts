import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language } from '@/shared/i18n/language';
import { ApiError } from './api-error';
import { SSR_STATE_ID } from './ssr-names';

export { SSR_STATE_ID };

/**
 * What a server-rendered page was drawn with (decision 017): the language and the answers of the
 * API reads it needed, the same JSON the API sends. The server writes it into a
 * `<script type="application/json">` block (data, not code: the CSP allows no inline script); the
 * browser puts the answers into its query cache before hydrating, so its first render matches.
 */
export type SsrQuery =
  | { key: QueryKey; data: unknown }
  | { key: QueryKey; error: { status: number; body: ApiError['body'] } };

export type SsrState = { language: Language; renderedAt: number; queries: SsrQuery[] };

/**
 * Puts the answers into a query cache, on the server before rendering and in the browser before
 * hydrating (one code path, so both draw the same). A refusal (a 404 product) becomes the same
 * ApiError the fetch would have thrown, and that query is not asked again on mount or when the
 * queries resume after hydration (lib/hydration.ts): its answer is final, and asking again would
 * show the loading view over the server's not-found view.
 */
export function seedQueries(client: QueryClient, state: SsrState) {
  const at = state.renderedAt;
  for (const query of state.queries) {
    if (!('error' in query)) {
      client.setQueryData(query.key, query.data, { updatedAt: at });
      continue;
    }
    // TanStack's own hydrate() would do the same; it is not used to keep its code out of the first load.
    client
      .getQueryCache()
      .build(client, { queryKey: query.key })
      .setState({
        status: 'error',
        fetchStatus: 'idle',
        error: new ApiError(query.error.status, query.error.body),
        errorUpdateCount: 1,
        errorUpdatedAt: at,
      });
    client.setQueryDefaults(query.key, { retryOnMount: false, refetchOnReconnect: false });
  }
}

/** The JSON text of the data block: `<` escaped so no text in the data can close the script element. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's data block of this page, or null for a page the server did not render. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
