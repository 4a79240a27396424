import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterMounted, toasterWanted } from '../lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Runs after sonner's Toaster has mounted (a later sibling's effect), so it is listening by then. */
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

/** Sonner's own phone width (its mobile offsets apply below 600 px). */
const PHONE = '(max-width: 599px)';
const phoneMedia = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(PHONE));
const onWidth = (change: () => void) => {
  const media = phoneMedia();
  media?.addEventListener('change', change);
  return () => media?.removeEventListener('change', change);
};
const isPhone = () => phoneMedia()?.matches ?? false;

/**
 * SPEC §9 toasts: 3 visible at a time, 4 s each; mounted with the first toast (lib/toast.ts). On a
 * phone they rise from the bottom, above a sticky save bar, so the header and its menu stay
 * reachable (issue 39: the post-sign-in toast covered the panel's menu).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  const phone = useSyncExternalStore(onWidth, isPhone, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={phone ? 'bottom-center' : 'top-center'}
        // Higher while the product page's add bar is up (features/catalogue/components/sticky-add-bar.tsx).
        mobileOffset={{ bottom: 'var(--toast-lift, 88px)' }}
        visibleToasts={3}
        duration={4000}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  );
}
