import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LegalListener } from '../features/legal/legal-listener';
import { useSettings } from '../lib/settings';
import { FullScreenLoading } from './full-screen-loading';
import { BrandMark } from './layout/brand-mark';
import { LanguageToggle } from './layout/language-toggle';
import { ScrollToTop } from './layout/scroll-to-top';

/** Routes outside the shared layout (SPEC §2.1): auth pages, admin, customer area. */
export function StandalonePage() {
  const { data: settings } = useSettings();
  return (
    <div className="min-h-screen bg-cream">
      <ScrollToTop />
      {/* The language toggle too: someone sent straight to a sign-in link or the admin can switch. */}
      <header className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <BrandMark name={settings?.brandName} />
        <LanguageToggle />
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
