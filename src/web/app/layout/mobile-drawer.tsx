import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import { isStaffRole, profileView } from '@/shared/permissions/roles';
import { paths } from '@/shared/routes';
import { SideSheet } from '@/web/components/ui/side-sheet';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { useAccountMenu } from '@/web/features/accounts/use-account-menu';
import { SiteSearch } from '@/web/features/catalogue/components/site-search';
import { useSettings } from '@/web/lib/settings';
import { MENU_ANCHORS, MENU_PAGES } from './nav-items';
import { SocialLinks } from './social-links';
import { BOTTOM_BAR_SCROLL_DELAY_MS, useAnchorNavigation } from './use-anchor-navigation';

const link = 'flex w-full items-center rounded-xl px-3 py-3 text-left text-base text-ink hover:bg-parchment';
const outline =
  'flex h-12 w-full items-center justify-center gap-2 rounded-full text-ink-soft ring-1 ring-line hover:bg-parchment';

/** SPEC §2.5: the side drawer with the extra links, social links, chat button and admin login. */
export function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  const { data: settings } = useSettings();
  const goTo = useAnchorNavigation(BOTTOM_BAR_SCROLL_DELAY_MS);
  const close = () => onOpenChange(false);
  const chatNumber = settings?.whatsapp.footer || settings?.whatsapp.hero;
  const account = useAccountMenu();
  // SPEC §2.5 names an admin panel link for the signed-in; a customer's panel is /profile.
  const panel = isStaffRole(account.user?.role)
    ? ({ to: paths.admin, label: 'drawer.adminPanel' } as const)
    : ({
        to: paths.profile,
        label: profileView(account.user?.role) ? 'user.myPanel' : 'user.profile',
      } as const);

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('drawer.title')}
      closeLabel={t('drawer.close')}
      className="w-[min(20rem,88vw)]"
    >
      {/* The whole catalogue's search at the drawer's top (decision 113). */}
      <SiteSearch className="mx-4 mt-3" onDone={close} />
      <nav className="flex-1 overflow-y-auto px-3 py-3">
        {MENU_ANCHORS.map((item) =>
          item.anchor === 'about' ? (
            <Link key={item.anchor} to={paths.about} className={link} onClick={close}>
              {t(`nav.${item.label}`)}
            </Link>
          ) : (
            <button
              key={item.anchor}
              type="button"
              className={link}
              onClick={() => {
                close();
                goTo(item.anchor as Exclude<typeof item.anchor, 'about'>);
              }}
            >
              {t(`nav.${item.label}`)}
            </button>
          ),
        )}
        {MENU_PAGES.map((page) => (
          <Link key={page.to} to={page.to} className={link} onClick={close}>
            {t(`nav.${page.label}`)}
          </Link>
        ))}

        <p className="mt-6 px-3 text-xs font-semibold uppercase tracking-[0.18em] text-muted">
          {t('drawer.follow')}
        </p>
        <div className="mt-2 flex gap-2 px-3">
          {settings && (
            <SocialLinks
              instagram={settings.social.header.instagram}
              facebook={settings.social.header.facebook}
              linkClassName="grid size-11 place-items-center rounded-full bg-parchment text-ink-soft"
            />
          )}
        </div>
      </nav>

      <div className="space-y-2 border-t border-line p-4">
        {chatNumber && (
          <a
            href={whatsappChatLink(chatNumber, t('header.whatsappText'))}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-whatsapp font-medium text-white"
          >
            <WhatsAppIcon className="size-5" />
            {t('drawer.chat')}
          </a>
        )}
        {account.user ? (
          <>
            <Link to={panel.to} onClick={close} className={outline}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t(panel.label)}
            </Link>
            <button
              type="button"
              className={outline}
              onClick={() => {
                close();
                void account.onSignOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('drawer.signOut')}
            </button>
          </>
        ) : (
          <Link to={paths.auth} onClick={close} className={outline}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('drawer.adminLogin')}
          </Link>
        )}
      </div>
    </SideSheet>
  );
}
