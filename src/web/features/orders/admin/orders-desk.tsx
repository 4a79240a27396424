import { Bell, BellOff, ChevronRight, ClipboardList, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatClock } from '@/shared/delivery/window-time';
import { PAYMENT_STATUSES } from '@/shared/orders/schemas';
import { ORDER_STATUSES } from '@/shared/orders/status';
import type { StaffOrderList } from '@/shared/orders/types';
import { PAYMENT_STATES } from '@/shared/payments/states';
import { paths } from '@/shared/routes';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Input } from '@/web/components/ui/input';
import { Pagination } from '@/web/components/ui/pagination';
import { Select } from '@/web/components/ui/select';
import { Spinner } from '@/web/components/ui/spinner';
import { StatusBadge } from '@/web/features/orders/components/status-badge';
import { formatDay, formatInstant } from '@/web/features/orders/lib/format';
import { cn } from '@/web/lib/cn';
import { useMoney } from '@/web/lib/money';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useStaffOrders } from '../api/staff-orders';
import {
  ALL_DAYS,
  filtersSearch,
  hasFilters,
  type OrderFilters,
  pageCount,
  readFilters,
} from '../lib/staff-filters';
import { useLiveDesk } from '../live/live-desk';
import { LiveState } from '../live/live-desk-bar';
import { ContactPanel } from './contact-panel';
import { DayBar } from './day-bar';
import { useNewOrderChime } from './new-order-chime';

// Inputs, selects and the button share one height so the bar lines up.
const fieldClass = 'mt-1.5 h-12 py-0';

/** A filter that applies as soon as it changes; the empty value means every order. */
function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  options: (readonly [value: string, label: string])[];
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="text-sm font-medium text-ink">
      {props.label}
      <Select
        name={props.name}
        defaultValue={props.value ?? ''}
        className={fieldClass}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t('orders.all')}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** Search, status and payment: sent as a form, kept in the URL (shareable, the back button works). */
function FilterBar({ filters, onChange }: { filters: OrderFilters; onChange: (f: OrderFilters) => void }) {
  const { t } = useTranslation(['admin', 'orders', 'cardPayments']);
  // The form's fields are read like the URL (one schema): a new search starts again on page 1.
  const submit = (form: HTMLFormElement) => {
    const fields = [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]);
    // The day bar's choices stay (decision 080).
    const { day, window, fulfilment } = filters;
    onChange({ ...readFilters(new URLSearchParams(fields)), day, window, fulfilment });
  };
  return (
    <search>
      <form
        // A new search starts from the values in the URL (the back button restores them).
        key={filtersSearch(filters).toString()}
        className="grid gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <label className="text-sm font-medium text-ink">
          {t('orders.search')}
          <Input
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.q ?? ''}
            placeholder={t('orders.searchPlaceholder')}
            className={fieldClass}
          />
        </label>
        <FilterSelect
          label={t('orders.status')}
          name="status"
          value={filters.status}
          options={ORDER_STATUSES.map((status) => [status, t(`orders:status.${status}`)])}
        />
        <FilterSelect
          label={t('orders.payment')}
          name="paymentStatus"
          value={filters.paymentStatus}
          options={PAYMENT_STATUSES.map((status) => [status, t(`orders:paymentState.${status}`)])}
        />
        <FilterSelect
          label={t('cardPayments:filter.label')}
          name="cardState"
          value={filters.cardState}
          options={PAYMENT_STATES.map((state) => [state, t(`cardPayments:state.${state}`)])}
        />
        <Button type="submit" className="h-12">
          <Search aria-hidden="true" />
          {t('orders.apply')}
        </Button>
      </form>
    </search>
  );
}

function OrderRows({ list, fresh }: { list: StaffOrderList; fresh: ReadonlySet<string> }) {
  const money = useMoney();
  const { t, i18n } = useTranslation(['admin', 'orders', 'live']);
  return (
    <ul
      data-orders-list
      className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60"
    >
      {list.orders.map((o) => (
        <li key={o.id} data-live-new={fresh.has(o.id) ? '' : undefined}>
          <Link
            to={paths.adminOrder(o.id)}
            className={cn(
              'group grid gap-x-6 gap-y-1 p-4 transition-colors hover:bg-parchment/60 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:p-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1.3fr)_minmax(0,1.4fr)_auto_auto] lg:items-center',
              // A new order heard live: highlighted until the desk is left (decision 088).
              fresh.has(o.id) && 'bg-gold/15 shadow-[inset_4px_0_0_var(--color-brand)]',
            )}
          >
            <span className="flex flex-wrap items-center gap-2.5">
              <span className="font-display text-xl text-ink">{o.number}</span>
              <StatusBadge status={o.status} />
              {fresh.has(o.id) && (
                <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                  {t('live:newBadge')}
                </span>
              )}
            </span>
            <span className="min-w-0 text-sm">
              <span className="sr-only">{t('orders.customer')}: </span>
              <span className="block truncate font-medium text-ink">{o.customerName ?? o.customerEmail}</span>
              {o.customerName ? (
                <span className="block truncate text-xs text-muted">{o.customerEmail}</span>
              ) : null}
            </span>
            <span className="text-sm text-ink-soft">
              {t(`orders:${o.fulfilment}`)} ·{' '}
              {t('orders:when', {
                date: formatDay(o.deliveryDate, i18n.language, 'short'),
                start: formatClock(o.windowStart, i18n.language),
                end: formatClock(o.windowEnd, i18n.language),
              })}
              <span className="block text-xs text-muted">
                {t('order.placedOn', { date: formatInstant(o.createdAt, i18n.language) })} ·{' '}
                {t(`orders:payment.${o.paymentStatus}`)}
              </span>
            </span>
            <span className="font-semibold text-ink tabular-nums lg:text-right">{money(o.totalCents)}</span>
            <ChevronRight
              aria-hidden="true"
              className="hidden size-5 text-muted group-hover:text-brand lg:block"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/pedidos: the orders of the staff member's stores for a day (today by default, decision
 * 080) or every day, newest first (a day's in window order), refreshed every 30 s.
 */
const NEWEST: OrderFilters = { day: ALL_DAYS, page: 1 };

export default function OrdersDesk() {
  const { t } = useTranslation(['admin', 'orders', 'dayPlan', 'live']);
  usePageTitle(t('orders.title'));
  const live = useLiveDesk({ desk: true });
  const streaming = live.state === 'live';
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const query = useStaffOrders(filters, streaming);
  // Only what this change set, over the address as it is now: two choices made before the desk
  // draws again (the window, then the way) both stay, neither built on a stale `filters`.
  const show = (next: OrderFilters) => {
    const latest = readFilters(new URLSearchParams(window.location.search));
    const changed = (Object.keys(next) as (keyof OrderFilters)[]).filter((key) => next[key] !== filters[key]);
    const gone = (Object.keys(filters) as (keyof OrderFilters)[]).filter((key) => !(key in next));
    const merged: OrderFilters = { ...latest };
    for (const key of changed) Object.assign(merged, { [key]: next[key] });
    for (const key of gone) delete merged[key];
    setSearch(filtersSearch(merged));
  };
  const list = query.data;
  // New orders arrive for any day: the chime watches the newest of every day (the same query as
  // the "every day" view's first page), whatever day the desk shows.
  const newest = useStaffOrders(NEWEST, streaming);
  const chime = useNewOrderChime(newest.data?.orders.map((o) => o.id));
  const oneDay = filters.day !== ALL_DAYS;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl text-ink">{t('orders.title')}</h1>
          <p className="mt-2 text-ink-soft">{t('orders.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {list && (
            <p className="text-sm text-muted" aria-live="polite">
              {chime.arrived > 0 && (
                <span className="mr-2 font-semibold text-brand" data-new-orders>
                  {t('orders.newArrived', { count: chime.arrived })}
                </span>
              )}
              {t('orders.total', { count: list.total })}
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={chime.soundOn}
            aria-describedby="order-sound-hint"
            onClick={chime.toggle}
            data-order-sound={chime.soundOn ? 'on' : 'off'}
          >
            {chime.soundOn ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
            {chime.soundOn ? t('orders.soundOn') : t('orders.soundOff')}
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <LiveState live={live} />
        <p id="order-sound-hint" className="text-xs text-muted">
          {t('live:soundHint')}
        </p>
      </div>
      <div className="mt-6 space-y-4">
        <DayBar filters={filters} windows={list?.windows} onChange={show} />
        <FilterBar filters={filters} onChange={show} />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('orders.loading'), error: t('orders.loadError'), retry: t('orders.retry') }}
          placeholder={
            <div className="grid min-h-[30vh] place-items-center">
              <Spinner label={t('orders.loading')} />
            </div>
          }
        >
          {list && list.orders.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title={t('orders.empty.title')}
              body={
                hasFilters(filters)
                  ? t('orders.empty.filtered')
                  : oneDay
                    ? t('dayPlan:filter.emptyDay')
                    : t('orders.empty.none')
              }
            >
              {hasFilters(filters) && (
                <Button variant="secondary" onClick={() => show({ page: 1, day: filters.day })}>
                  {t('orders.clear')}
                </Button>
              )}
              {oneDay && (
                <Button
                  variant="ghost"
                  onClick={() => show({ ...filters, day: ALL_DAYS, window: undefined, page: 1 })}
                >
                  {t('dayPlan:filter.seeAllDays')}
                </Button>
              )}
            </EmptyState>
          ) : (
            list && (
              <>
                <OrderRows list={list} fresh={live.fresh} />
                <Pagination
                  layout="spread"
                  page={list.page}
                  totalPages={pageCount(list.total, list.pageSize)}
                  onPage={(page) => show({ ...filters, page })}
                  labels={{
                    nav: t('orders.pagination'),
                    previous: t('orders.previous'),
                    next: t('orders.next'),
                    pageOf: t('orders.pageOf', {
                      page: list.page,
                      pages: pageCount(list.total, list.pageSize),
                    }),
                  }}
                />
                <p className="mt-4 text-xs text-muted">
                  {streaming ? t('live:state.liveHint') : t('orders.refreshed')}
                </p>
              </>
            )
          )}
        </ListLoad>
      </div>
      <div className="mt-10">
        <ContactPanel />
      </div>
    </div>
  );
}
