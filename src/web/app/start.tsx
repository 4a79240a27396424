import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLanguage } from '@/shared/i18n/language';
import { isKnownPagePath } from '@/shared/routes';
import { markHomeSeeded } from '../features/catalogue/api/get-home';
import { catalogueKeys } from '../features/catalogue/api/keys';
import { beginProgressiveHydration, hydrateEverything } from '../lib/hydrate-when-seen';
import { holdQueriesWhileHydrating } from '../lib/hydration';
import { initI18n, rememberLanguageForServer, storedLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { APP_READY_EVENT } from '../lib/ssr-names';
import { readSsrState, seedQueries } from '../lib/ssr-state';
import { SERVER_PAGES, serverPageFor } from './page-modules';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The app's start (src/web/main.tsx calls it once React DOM has loaded, decision 017): the query
 * cache seeded with the server's data, i18n in the language the server drew, then hydration of
 * a server-drawn page, or a fresh render of the shell.
 */
export function startApp(
  container: HTMLElement,
  reactDom: { createRoot: typeof CreateRoot; hydrateRoot: typeof HydrateRoot },
) {
  // Decision 017: the catalogue pages come drawn by the server with their data in a JSON block.
  const state = readSsrState(document);
  const stored = storedLanguage();
  // Visitors who chose a language before the cookie existed: the server will draw their next page in it.
  if (isLanguage(stored)) rememberLanguageForServer(stored);
  const hydrating = state !== null;
  // A stored choice the server did not draw in (no cookie yet): the page is hydrated as drawn, then
  // switches language in place, as the header's toggle does (no redraw, the scroll stays).
  const switchTo = state && isLanguage(stored) && stored !== state.language ? stored : null;

  const queryClient = createQueryClient();
  if (state) {
    seedQueries(queryClient, state);
    if (queryClient.getQueryData(catalogueKeys.home())) markHomeSeeded();
  }
  const i18n = initI18n(hydrating ? state.language : undefined);

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );

  async function start(
    container: HTMLElement,
    { createRoot, hydrateRoot }: { createRoot: typeof CreateRoot; hydrateRoot: typeof HydrateRoot },
  ) {
    // The page's own code first, so neither hydration nor the first render waits on it behind a fallback.
    const page = state ? serverPageFor(location.pathname, isKnownPagePath(location.pathname)) : null;
    if (page) await SERVER_PAGES[page.page].load().catch(() => undefined);
    if (hydrating) {
      holdQueriesWhileHydrating();
      // Parts of the page below the fold hydrate when they come near the screen (decision 058).
      beginProgressiveHydration();
      // A transition: React hydrates in slices and yields to the browser between them (low TBT).
      if (switchTo)
        document.addEventListener(
          APP_READY_EVENT,
          () => void hydrateEverything().then(() => i18n.changeLanguage(switchTo)),
          { once: true },
        );
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  }

  return start(container, reactDom);
}
