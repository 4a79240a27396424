import '../i18n';
import { ChevronRight, Package, ShoppingBasket, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '@/shared/names';
import { paths } from '@/shared/routes';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /customer — the signed-in customer's area (DESIGN §4): orders, profile, shop. */
export default function CustomerPage() {
  const { t } = useTranslation('auth');
  const { user, profile } = useAuth();
  usePageTitle(t('customer.title'));
  const name = firstName(profile?.name ?? user?.name ?? '');
  const tiles = [
    { to: paths.myOrders, icon: Package, title: t('customer.orders'), hint: t('customer.ordersHint') },
    { to: paths.profile, icon: UserRound, title: t('customer.panel'), hint: t('customer.panelHint') },
    { to: paths.products, icon: ShoppingBasket, title: t('customer.shop'), hint: t('customer.shopHint') },
  ];
  return (
    <section className="mx-auto max-w-4xl px-4 pt-4 pb-16 sm:px-6 sm:pt-10">
      <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{t('customer.title')}</p>
      <h1 className="mt-2 text-4xl text-ink">
        {name ? t('customer.greeting', { name }) : t('customer.title')}
      </h1>
      <p className="mt-2 text-ink-soft">{t('customer.body')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {tiles.map(({ to, icon: Icon, title, hint }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:ring-brand/40"
            >
              <span className="grid size-11 place-items-center rounded-full bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="mt-4 flex items-center gap-1 font-display text-lg text-ink">
                {title}
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 text-muted transition group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-ink-soft">{hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
