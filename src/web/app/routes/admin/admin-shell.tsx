import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { AdminScreen } from '@/web/components/admin/admin-screen';
import { PageLoading } from '@/web/components/page-loading';
import { Button } from '@/web/components/ui/button';
import { SideSheet } from '@/web/components/ui/side-sheet';
import { useLiveDesk, useLiveSnapshot } from '@/web/features/orders/live/live-desk';
import { NotifyPrompt } from '@/web/features/orders/live/notify-prompt';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { PanelAccount, PanelNav, type PanelPerson } from './admin-nav';

/**
 * The panel's live order alerts (issue 39, decision 099): the shell holds the desk's one stream on
 * every page of someone who may see orders (the desk subscribes to the same one), so a new order
 * rings, counts in the tab title and the menu, and notifies a hidden tab wherever staff are.
 */
function ShellLive() {
  useLiveDesk();
  return null;
}

/** The phone's menu button carries the unread count too (the side bar is behind it). */
function MenuUnread() {
  const { t } = useTranslation('admin');
  const { unread } = useLiveSnapshot();
  if (unread === 0) return null;
  return (
    <span className="min-w-5 rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">{t('shell.unreadOrders', { count: unread })}</span>
    </span>
  );
}

/**
 * The panel's frame (decision 028): a side bar from 1024 px (who is signed in, the sections the
 * role may open, the shop, signing out), a menu button opening the same in a sheet below that,
 * breadcrumbs above the page. Pages load inside it, so the frame stays while a section loads.
 */
export function AdminShell({
  person,
  screens,
  onSignOut,
}: {
  person: PanelPerson;
  screens: readonly AdminScreen[];
  onSignOut: () => void;
}) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const hearsOrders = screens.some((screen) => screen.id === 'orders');
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-10">
      <aside className="hidden lg:block">
        <div className="sticky top-6 flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand uppercase">{t('title')}</p>
          <PanelAccount person={person} />
          <PanelNav screens={screens} onSignOut={onSignOut} />
        </div>
      </aside>

      <div className="min-w-0">
        <div className="mb-6 flex items-center justify-between gap-3 border-b border-line pb-4 lg:mb-8">
          <AdminBreadcrumbs screens={screens} />
          {hearsOrders && <ShellLive />}
          <Button
            variant="secondary"
            size="sm"
            className="lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
            {t('shell.menu')}
            <MenuUnread />
          </Button>
        </div>
        {hearsOrders && <NotifyPrompt />}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>

      <SideSheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={t('shell.menuTitle')}
        closeLabel={t('shell.closeMenu')}
        className="w-[min(20rem,88vw)]"
      >
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-4 py-5">
          <PanelAccount person={person} />
          <PanelNav
            screens={screens}
            onNavigate={() => setMenuOpen(false)}
            onSignOut={() => {
              setMenuOpen(false);
              onSignOut();
            }}
          />
        </div>
      </SideSheet>
    </div>
  );
}
