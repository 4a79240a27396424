import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { displayPhone } from '@/shared/phones/rules';
import { Badge } from '@/web/components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { formatWhen } from '@/web/lib/format-when';
import type { UserRow } from '../api/get-users';
import { RoleBadge, StateBadges } from './user-badges';

export const userPath = (id: string) => `${ADMIN_SECTIONS.users.path}/${encodeURIComponent(id)}`;

type Props = {
  users: UserRow[];
  /** The signed-in viewer's id: their own row says "You". */
  viewerId: string | undefined;
  storeName: (storeId: string | null) => string;
};

function NameLink({ user, viewerId, stretched }: { user: UserRow; viewerId?: string; stretched?: boolean }) {
  const { t } = useTranslation('users');
  return (
    <span className="min-w-0">
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={userPath(user.id)}
          className={`font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 ${
            stretched ? 'after:absolute after:inset-0' : ''
          }`}
        >
          {user.full_name || user.email}
        </Link>
        {user.id === viewerId && <Badge tone="leaf">{t('badges.you')}</Badge>}
      </span>
      {user.full_name && <span className="block truncate text-xs text-muted">{user.email}</span>}
    </span>
  );
}

/**
 * The people found: a table from `md` up (a row opens the person), a list of cards on a phone.
 * Both carry the same facts; only one is shown at a time.
 */
export function UsersList({ users, viewerId, storeName }: Props) {
  const { t, i18n } = useTranslation('users');
  const lastLogin = (user: UserRow, withTime = true) =>
    user.last_login_at ? formatWhen(user.last_login_at, i18n.language, withTime) : t('never');
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableCaption>{t('listCaption')}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>
                {t('columns.person')}
                <span className="sr-only">, {t('columns.phone')}</span>
              </TableHead>
              <TableHead>{t('columns.role')}</TableHead>
              <TableHead className="hidden 2xl:table-cell">{t('columns.store')}</TableHead>
              <TableHead>{t('columns.state')}</TableHead>
              <TableHead className="text-right">{t('columns.orders')}</TableHead>
              <TableHead>{t('columns.lastLogin')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.id} className="relative">
                <TableCell className="max-w-60">
                  <NameLink user={user} viewerId={viewerId} stretched />
                  {user.phone && (
                    <span className="block text-xs text-muted tabular-nums">
                      <span className="sr-only">{t('columns.phone')}: </span>
                      {displayPhone(user.phone)}
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  <RoleBadge role={user.role} />
                  {/* Below 2xl the store sits under the role, so the table fits beside the side bar. */}
                  {user.store_id && (
                    <span className="mt-1 block text-xs text-muted 2xl:hidden">
                      {storeName(user.store_id)}
                    </span>
                  )}
                </TableCell>
                <TableCell className="hidden min-w-32 text-ink-soft 2xl:table-cell">
                  {storeName(user.store_id)}
                </TableCell>
                <TableCell>
                  <StateBadges user={user} ordinary />
                </TableCell>
                <TableCell className="text-right tabular-nums">{user.orders}</TableCell>
                <TableCell className="whitespace-nowrap text-ink-soft">{lastLogin(user, false)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul
        aria-label={t('listCaption')}
        className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60 md:hidden"
      >
        {users.map((user) => (
          <li key={user.id} className="relative flex items-start gap-3 p-4 hover:bg-parchment/60">
            <div className="min-w-0 flex-1 space-y-2">
              <NameLink user={user} viewerId={viewerId} stretched />
              <div className="flex flex-wrap items-center gap-1.5">
                <RoleBadge role={user.role} />
                <StateBadges user={user} className="contents" />
              </div>
              <p className="text-xs text-muted">
                {[
                  user.phone,
                  user.store_id ? storeName(user.store_id) : null,
                  t('ordersCount', { count: user.orders }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <span className="block">{t('lastLoginOn', { date: lastLogin(user) })}</span>
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
          </li>
        ))}
      </ul>
    </>
  );
}
