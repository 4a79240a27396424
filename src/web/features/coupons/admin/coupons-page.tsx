import { Plus, Send, TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COUPON_STATES, type CouponState } from '@/shared/coupons/validity';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { useMoney } from '@/web/lib/money';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { type CouponFilters, useCoupons } from './api/get-coupons';
import { CouponPagination } from './components/coupon-pagination';
import { StateBadge, useDiscountText, useValidityText } from './components/coupon-text';
import { SendJobs } from './components/send-jobs';
import { couponPath, newCouponPath, sendCouponsPath } from './paths';
import './i18n';

const isState = (s: string | null): s is CouponState => COUPON_STATES.includes(s as CouponState);

function readFilters(params: URLSearchParams): CouponFilters {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    state: isState(state) ? state : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toSearch(f: CouponFilters): Record<string, string> {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.state ? { state: f.state } : {}),
    ...(f.page > 1 ? { page: String(f.page) } : {}),
  };
}

/**
 * /admin/cupons: every coupon with its state, uses and the discount its orders got; search, state
 * and page live in the URL. Admins create and edit; a manager reads.
 */
export default function CouponsPage() {
  const money = useMoney();
  const { t } = useTranslation('coupons');
  usePageTitle(t('title'));
  const { permissions } = useAuth();
  const canManage = permissions.includes('manage_system_settings');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const show = (next: CouponFilters) => setParams(toSearch(next), { replace: true });
  const query = useCoupons(filters);
  const discount = useDiscountText();
  const validity = useValidityText();
  const list = query.data;
  const filtered = filters.q !== '' || filters.state !== '';

  const create = canManage && (
    <Link to={newCouponPath} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {t('new')}
    </Link>
  );
  // Sending is an admin's (decision 044): a manager sees the coupons, not the send.
  const send = canManage && (
    <Link to={sendCouponsPath} className={buttonVariants({ variant: 'secondary' })}>
      <Send aria-hidden="true" />
      {t('sendLink')}
    </Link>
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">{canManage ? t('lead') : t('readOnly')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {send}
          {create}
        </div>
      </div>
      <div className="mt-6 grid gap-4 sm:max-w-xl sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor="coupons-search" className="text-sm font-medium text-ink">
            {t('search')}
          </label>
          <Input
            id="coupons-search"
            type="search"
            className="mt-1.5"
            placeholder={t('searchPlaceholder')}
            value={filters.q}
            onChange={(e) => show({ ...filters, q: e.target.value, page: 1 })}
          />
        </div>
        <div>
          <label htmlFor="coupons-state" className="text-sm font-medium text-ink">
            {t('stateFilter')}
          </label>
          <Select
            id="coupons-state"
            className="mt-1.5"
            value={filters.state}
            onChange={(e) =>
              show({ ...filters, state: isState(e.target.value) ? e.target.value : '', page: 1 })
            }
          >
            <option value="">{t('allStates')}</option>
            {COUPON_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('loading')} rows={3} lead="size-10 rounded-xl" />}
        >
          {!list ? null : list.coupons.length === 0 ? (
            filtered ? (
              <p className="rounded-3xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-line/60">
                {t('noMatch')}
              </p>
            ) : (
              <EmptyState icon={TicketPercent} title={t('empty.title')} body={t('empty.body')}>
                {create}
              </EmptyState>
            )
          ) : (
            <>
              <Table>
                <TableCaption>{t('listCaption')}</TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('col.code')}</TableHead>
                    <TableHead className="hidden md:table-cell">{t('col.discount')}</TableHead>
                    <TableHead>{t('col.state')}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t('col.uses')}</TableHead>
                    <TableHead className="hidden lg:table-cell">{t('col.validity')}</TableHead>
                    <TableHead className="hidden sm:table-cell">{t('col.given')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.coupons.map((c) => {
                    const uses = t('uses', { used: c.usedCount, limit: c.usageLimit ?? t('unlimited') });
                    return (
                      <TableRow key={c.id} data-coupon={c.code}>
                        <TableCell className="min-w-0">
                          <Link
                            to={couponPath(c.id)}
                            className="font-semibold break-all text-ink underline-offset-4 hover:text-brand hover:underline sm:break-normal sm:whitespace-nowrap"
                          >
                            {c.code}
                          </Link>
                          <p className="mt-0.5 text-xs text-muted">{c.name}</p>
                          <p className="mt-0.5 text-xs text-muted md:hidden">{discount(c)}</p>
                          <p className="mt-0.5 text-xs text-muted sm:hidden">
                            {t('col.uses')}: {uses}
                          </p>
                        </TableCell>
                        <TableCell className="hidden text-ink-soft md:table-cell">{discount(c)}</TableCell>
                        <TableCell>
                          <StateBadge state={c.state} />
                        </TableCell>
                        <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell" data-uses>
                          {uses}
                        </TableCell>
                        <TableCell className="hidden text-ink-soft lg:table-cell">{validity(c)}</TableCell>
                        <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                          {money(c.discountGivenCents)}
                          <p className="text-xs text-muted">{t('orders', { count: c.orderCount })}</p>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <CouponPagination list={list} onPage={(page) => show({ ...filters, page })} />
            </>
          )}
        </ListLoad>
      </div>
      {canManage && <SendJobs />}
    </div>
  );
}
