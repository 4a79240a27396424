import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '../web/app/providers';
import { AppRoutes } from '../web/app/router';
import { type SsrState, seedQueries } from '../web/lib/ssr-state';
import { serverI18n } from './i18n';

/** A render that has not finished by then is given up: the page goes out as the browser-drawn shell. */
export const RENDER_TIMEOUT_MS = 3000;

/**
 * The web app's HTML for one URL, drawn with the data the browser will hydrate with (decision 017).
 * `prerender` waits for every lazy page and Suspense boundary, so the HTML is complete: the
 * page's content, not a spinner. A fresh query cache per request; it never fetches on the server
 * (queries the state does not hold, like the session and the cart, stay pending, as in the
 * browser's first render). This module is loaded on first use, not at start (src/ssr/index.ts).
 */
export async function renderApp(url: string, state: SsrState): Promise<string> {
  const queryClient = new QueryClient({
    // No garbage-collection timers on the server: the cache is dropped with the request.
    defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  seedQueries(queryClient, state);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <Providers queryClient={queryClient} i18n={serverI18n(state.language)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => void errors.push(error),
        // Every boundary inline, complete: React would otherwise move big ones to the end of the
        // document with an inline script to put them in place, which the CSP forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    // A component that threw was left for the browser to draw: better the shell than half a page.
    if (errors.length > 0) throw errors[0];
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    queryClient.clear();
  }
}
