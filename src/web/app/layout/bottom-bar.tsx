import { Flame, Home, LayoutGrid, Menu, Tag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FloatingChat } from './floating-chat';
import { MAIN_ANCHORS } from './nav-items';
import { BOTTOM_BAR_SCROLL_DELAY_MS, useAnchorNavigation } from './use-anchor-navigation';

// The drawer's code (dialog, focus trap, scroll lock) loads the first time it opens.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

const ICONS = { home: Home, categories: LayoutGrid, featured: Flame, offers: Tag } as const;

/** SPEC §2.5: the phone's bottom bar; Menu opens the side drawer; the chat button ends it. */
export function BottomBar() {
  const { t } = useTranslation('layout');
  const goTo = useAnchorNavigation(BOTTOM_BAR_SCROLL_DELAY_MS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const item =
    'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium text-ink-soft transition-colors active:text-brand';

  return (
    <>
      <nav
        aria-label={t('nav.mobileLabel')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <div className="flex">
          {MAIN_ANCHORS.map(({ anchor, label }) => {
            const Icon = ICONS[label];
            return (
              <button key={anchor} type="button" className={item} onClick={() => goTo(anchor)}>
                <Icon aria-hidden="true" className="size-5" />
                {t(`nav.${label}`)}
              </button>
            );
          })}
          <button
            type="button"
            className={item}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="size-5" />
            {t('nav.menu')}
          </button>
          {/* The chat button's own slot: inside the bar, never over the page (decision 032). */}
          <div className="grid shrink-0 place-items-center pr-3 pl-1">
            <FloatingChat />
          </div>
        </div>
      </nav>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </>
  );
}
