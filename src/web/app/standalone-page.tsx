import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LegalListener } from '../features/legal/legal-listener';
import { useSettings } from '../lib/settings';
import { FullScreenLoading } from './full-screen-loading';
import { BrandMark } from './layout/brand-mark';
import { ScrollToTop } from './layout/scroll-to-top';

/** Routes outside the shared layout (SPEC §2.1): auth pages, admin, customer area. */
export function StandalonePage() {
  const { data: settings } = useSettings();
  return (
    <div className="min-h-screen bg-cream">
      <ScrollToTop />
      <header className="mx-auto flex max-w-7xl items-center px-4 py-5 sm:px-6">
        <BrandMark name={settings?.brandName} />
      </header>
      <main id="main">
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The sign-up form's terms and privacy links open the viewer here, as in the shared layout. */}
      <LegalListener />
    </div>
  );
}
