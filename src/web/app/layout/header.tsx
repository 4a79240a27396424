import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whatsappChatLink } from '@/shared/messaging/chat-link';
import { paths } from '@/shared/routes';
import { DisclosureMenu, menuItemClass } from '@/web/components/ui/disclosure-menu';
import { WhatsAppIcon } from '@/web/components/ui/whatsapp-icon';
import { useAccountMenu } from '@/web/features/accounts/use-account-menu';
import { useCartCount } from '@/web/features/cart/api/get-cart';
import { SearchIcon, SiteSearch } from '@/web/features/catalogue/components/site-search';
import { useSettings } from '@/web/lib/settings';
import { BrandMark } from './brand-mark';
import { CartButton } from './cart-button';
import { LanguageToggle } from './language-toggle';
import { MAIN_ANCHORS, MENU_ANCHORS, MENU_PAGES } from './nav-items';
import { SocialLinks } from './social-links';
import { HEADER_SCROLL_DELAY_MS, useAnchorNavigation } from './use-anchor-navigation';
import { UserMenu } from './user-menu';

const navLink =
  'rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-parchment hover:text-ink';
const iconLink =
  'inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-parchment hover:text-brand';

export function Header() {
  const { t } = useTranslation('layout');
  const { data: settings } = useSettings();
  const goTo = useAnchorNavigation(HEADER_SCROLL_DELAY_MS);
  const chatNumber = settings?.whatsapp.header;
  const account = useAccountMenu();
  const cartCount = useCartCount();

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-18">
        <BrandMark name={settings?.brandName} />

        <nav aria-label={t('nav.mainLabel')} className="ml-6 hidden items-center gap-1 lg:flex">
          {MAIN_ANCHORS.map((item) => (
            <button key={item.anchor} type="button" className={navLink} onClick={() => goTo(item.anchor)}>
              {t(`nav.${item.label}`)}
            </button>
          ))}
          <DisclosureMenu
            triggerClassName={`${navLink} inline-flex items-center gap-1`}
            trigger={
              <>
                {t('nav.menu')}
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            }
          >
            <ul>
              {MENU_ANCHORS.map((item) => (
                <li key={item.anchor}>
                  {item.anchor === 'about' ? (
                    <Link to={paths.about} className={menuItemClass}>
                      {t(`nav.${item.label}`)}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={menuItemClass}
                      onClick={() => goTo(item.anchor as Exclude<typeof item.anchor, 'about'>)}
                    >
                      {t(`nav.${item.label}`)}
                    </button>
                  )}
                </li>
              ))}
              {MENU_PAGES.map((page) => (
                <li key={page.to}>
                  <Link to={page.to} className={menuItemClass}>
                    {t(`nav.${page.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </DisclosureMenu>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <div className="hidden items-center md:flex">
            {settings && (
              <SocialLinks
                instagram={settings.social.header.instagram}
                facebook={settings.social.header.facebook}
                linkClassName={iconLink}
              />
            )}
            {chatNumber && (
              <a
                href={whatsappChatLink(chatNumber, t('header.whatsappText'))}
                target="_blank"
                rel="noopener noreferrer"
                className={`${iconLink} text-whatsapp hover:text-whatsapp`}
                aria-label={t('header.whatsapp')}
              >
                <WhatsAppIcon className="size-5" />
              </a>
            )}
          </div>
          {/* Search (decision 113): a field on wide screens, an icon to the results page's field below. */}
          <SiteSearch className="mr-2 hidden w-56 xl:block" />
          <Link to={paths.search} aria-label={t('header.searchLabel')} className={`${iconLink} xl:hidden`}>
            <SearchIcon className="size-5" />
          </Link>
          <LanguageToggle />
          <CartButton count={cartCount} />
          <UserMenu user={account.user} onSignOut={account.onSignOut} />
        </div>
      </div>
    </header>
  );
}
