import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterMounted, toasterWanted } from '../lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Runs after sonner's Toaster has mounted (a later sibling's effect), so it is listening by then. */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

/** SPEC §9 toasts: 3 visible at a time, 4 s each; mounted with the first toast (lib/toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
      <Mounted />
    </Suspense>
  );
}
