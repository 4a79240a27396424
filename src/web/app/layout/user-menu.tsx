import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisclosureMenu, menuItemClass } from '@/web/components/ui/disclosure-menu';
import { emailLocalPart, type MenuUser, userMenuEntries } from './user-menu-entries';

/** SPEC §2.3 user menu. `user` and `onSignOut` come from the session once accounts exist. */
export function UserMenu({ user = null, onSignOut }: { user?: MenuUser; onSignOut?: () => void }) {
  const { t } = useTranslation('layout');
  const entries = userMenuEntries(user);
  return (
    <DisclosureMenu
      align="end"
      triggerLabel={t('header.userMenu')}
      triggerClassName="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-parchment hover:text-brand data-[state=open]:bg-parchment"
      panelClassName="w-60"
      trigger={<UserRound aria-hidden="true" className="size-5" />}
    >
      <div className="px-3 pt-2 pb-2.5">
        {user ? (
          <>
            <p className="font-display text-base text-ink">{emailLocalPart(user.email)}</p>
            <p className="truncate text-xs text-muted">{user.email}</p>
          </>
        ) : (
          <>
            <p className="font-display text-base text-ink">{t('user.guest')}</p>
            <p className="text-xs text-muted">{t('user.guestHint')}</p>
          </>
        )}
      </div>
      <div className="mx-2 mb-1 h-px bg-line" />
      <ul>
        {entries.map((entry) => (
          <li key={entry.kind === 'link' ? entry.label : 'signOut'}>
            {entry.kind === 'link' ? (
              <Link to={entry.to} className={menuItemClass}>
                {t(`user.${entry.label}`)}
              </Link>
            ) : (
              <button type="button" className={menuItemClass} onClick={() => onSignOut?.()}>
                <LogOut aria-hidden="true" className="size-4" />
                {t('user.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
