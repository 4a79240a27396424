import '@/web/features/accounts/i18n';
import { House, LogOut, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { normalizeRole } from '@/shared/permissions/roles';
import { paths } from '@/shared/routes';
import type { AdminScreen } from '@/web/components/admin/admin-screen';
import { Badge } from '@/web/components/ui/badge';
import { useLiveSnapshot } from '@/web/features/orders/live/live-desk';
import { cn } from '@/web/lib/cn';

const item =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors [&_svg]:size-[1.125rem] [&_svg]:shrink-0';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    item,
    isActive
      ? 'bg-brand-soft text-brand-dark ring-1 ring-inset ring-brand/15'
      : 'text-ink-soft hover:bg-parchment hover:text-ink',
  );

export type PanelPerson = { name: string; email: string; role: string | null | undefined };

/** Who is signed in: initials, name, e-mail and role. */
export function PanelAccount({ person }: { person: PanelPerson }) {
  const { t } = useTranslation(['admin', 'auth']);
  const role = normalizeRole(person.role);
  const initials = person.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <section aria-label={t('shell.account')} className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand font-display text-lg text-white"
      >
        {initials || '·'}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{person.name}</p>
        <p className="truncate text-sm text-muted" title={person.email}>
          {person.email}
        </p>
        {role && (
          <Badge tone="gold" className="mt-1.5 px-2.5 py-0.5">
            {t(`auth:profile.roles.${role}`)}
          </Badge>
        )}
      </div>
    </section>
  );
}

/**
 * The panel's navigation: its home and the sections the role may open (the caller passes only
 * those), then the way back to the shop and signing out. The side bar and the phone's menu both
 * draw it; `onNavigate` lets the menu close when an entry is chosen.
 */
export function PanelNav({
  screens,
  onNavigate,
  onSignOut,
}: {
  screens: readonly AdminScreen[];
  onNavigate?: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('admin');
  const { unread } = useLiveSnapshot();
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={paths.admin} end className={linkClass} onClick={onNavigate}>
              <House aria-hidden="true" />
              {t('nav.home')}
            </NavLink>
          </li>
          {screens.map(({ id, path, title, icon: Icon }) => (
            <li key={id}>
              <NavLink to={path} className={linkClass} onClick={onNavigate}>
                <Icon aria-hidden="true" />
                {t(title)}
                {id === 'orders' && unread > 0 && (
                  // New orders heard on any admin page (decision 099); the link's name says the count.
                  <span
                    className="ml-auto min-w-6 rounded-full bg-brand px-1.5 text-center text-xs leading-6 font-semibold text-white tabular-nums"
                    data-unread-orders={unread}
                  >
                    <span aria-hidden="true">{unread}</span>
                    <span className="sr-only">{t('shell.unreadOrders', { count: unread })}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-line pt-4">
        <Link to={paths.home} className={cn(item, 'text-ink-soft hover:bg-parchment hover:text-ink')}>
          <Store aria-hidden="true" />
          {t('nav.store')}
        </Link>
        <button
          type="button"
          className={cn(item, 'w-full text-left text-ink-soft hover:bg-parchment hover:text-ink')}
          onClick={onSignOut}
        >
          <LogOut aria-hidden="true" />
          {t('nav.signOut')}
        </button>
      </div>
    </div>
  );
}
