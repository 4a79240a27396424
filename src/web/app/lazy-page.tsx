import { type ComponentType, lazy } from 'react';
import { loadedPage, type PageLoad } from './page-loaders';

/**
 * `React.lazy` for a server-drawn page (decision 055): once its code is there (start.tsx waits
 * for it before hydrating) the page is drawn at once instead of suspending first. Under Preact a
 * suspended page hydrates after its siblings, so the layout's hydration mark told boot.ts the page
 * answered before its buttons had their handlers, and a tap made before hydration was lost.
 */
export function lazyPage(load: PageLoad, beforeLoad?: () => void): ComponentType {
  const Lazy = lazy(() => {
    beforeLoad?.();
    return load();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at module level (router.tsx)
  return function Page() {
    const Loaded = loadedPage(load);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}
