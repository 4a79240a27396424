import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY));

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for less motion; follows changes of the setting. The server (and
 * hydration) draw `false`, the browser's answer follows right after, so hydration never mismatches.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
