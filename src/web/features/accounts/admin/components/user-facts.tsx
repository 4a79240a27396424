import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/web/lib/format-when';
import type { UserDetail } from '../api/get-user';
import { RoleBadge, StateBadges } from './user-badges';
import { UserSms } from './user-sms';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Who the person is: contact, role, store, department, when they joined and last signed in, their states. */
export function UserFacts({
  user,
  sms,
  storeName,
}: {
  user: UserDetail['user'];
  /** The customer's SMS consent and STOP (decision 083). */
  sms?: UserDetail['sms'];
  storeName: (id: string | null) => string;
}) {
  const { t, i18n } = useTranslation('users');
  return (
    <section
      aria-labelledby="user-facts"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60 sm:p-6"
    >
      <h2 id="user-facts" className="sr-only">
        {t('detail.facts')}
      </h2>
      <StateBadges user={user} className="mb-4 flex flex-wrap gap-1.5" />
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact label={t('detail.email')}>
          <a href={`mailto:${user.email}`} className="text-brand underline-offset-4 hover:underline">
            {user.email}
          </a>
        </Fact>
        <Fact label={t('detail.phone')}>{user.phone ?? t('none')}</Fact>
        <Fact label={t('detail.role')}>
          <RoleBadge role={user.role} />
        </Fact>
        <Fact label={t('detail.store')}>{storeName(user.store_id)}</Fact>
        <Fact label={t('detail.department')}>{user.department ?? t('none')}</Fact>
        <Fact label={t('detail.created')}>{formatWhen(user.created_at, i18n.language, false)}</Fact>
        <Fact label={t('detail.lastLogin')}>
          {user.last_login_at ? formatWhen(user.last_login_at, i18n.language) : t('never')}
        </Fact>
        <Fact label={t('detail.orders')}>{t('ordersCount', { count: user.orders })}</Fact>
        {user.role === 'customer' && <UserSms sms={sms ?? null} />}
      </dl>
    </section>
  );
}
