import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { CardActionContext } from '@/web/features/catalogue/components/card-action';
import { LegalListener } from '@/web/features/legal/legal-listener';
import { HydrateWhenSeen } from '@/web/lib/hydrate-when-seen';
import { pageReady } from '@/web/lib/hydration';
import { applyShopDefaultLanguage } from '@/web/lib/i18n';
import { useSettings } from '@/web/lib/settings';
import { QuickAddButton } from '../quick-add/quick-add-button';
import { BottomBar } from './bottom-bar';
import { Header } from './header';

/**
 * The footer's code (its links, the stores' addresses, the social icons) loads when it comes near
 * the screen, like the contact form (decision 060): the server draws it complete, and the first
 * load carries only what is on screen (the home's JavaScript budget, decision 055).
 */
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** Commits with the page itself (inside its Suspense boundary): the page is hydrated or drawn. */
function HydrationMark() {
  useEffect(pageReady, []);
  return null;
}

/** SPEC §2.1 shared layout: header, main area, footer, and on phones the bottom bar. */
export function AppLayout() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  useEffect(() => {
    if (settings) applyShopDefaultLanguage(settings.defaultLanguage);
  }, [settings]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          {/* Every product card offers the cart's quick add (issue 6). */}
          <CardActionContext.Provider value={QuickAddButton}>
            <Outlet />
            <HydrationMark />
          </CardActionContext.Provider>
        </Suspense>
      </main>
      {/* Loaded and hydrated when it comes near the screen (decisions 058, 060). */}
      <HydrateWhenSeen id="footer" fallback={<div className="mt-24 min-h-[24rem] bg-charcoal" />}>
        <Footer />
      </HydrateWhenSeen>
      <BottomBar />
      <LegalListener />
    </div>
  );
}
