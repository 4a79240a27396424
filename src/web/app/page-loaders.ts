import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

const loaded = new WeakMap<PageLoad, ComponentType>();

/** A page loader that remembers the page it loaded, for `lazyPage` to draw it without suspending. */
export function remembered(load: PageLoad): PageLoad {
  const remembering: PageLoad = () =>
    load().then((module) => {
      loaded.set(remembering, module.default);
      return module;
    });
  return remembering;
}

/** The page `load` has already loaded, if it has. */
export const loadedPage = (load: PageLoad): ComponentType | undefined => loaded.get(load);
