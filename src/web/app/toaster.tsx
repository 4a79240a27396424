import { lazy, Suspense, useEffect, useState } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** SPEC §9 toasts: 3 visible at a time, 4 s each; mounted once the page is idle. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" visibleToasts={3} duration={4000} richColors closeButton />
    </Suspense>
  );
}
