import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the next render on
 * (and at once in a page the browser draws). Form fields of a server-drawn page stay disabled until
 * then (decision 017): a choice made before the app answers would be silently undone by React.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
