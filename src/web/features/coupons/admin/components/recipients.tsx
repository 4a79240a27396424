import { Globe, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { sendsAutomatically } from '@/shared/messaging/coupon-reach';
import { formatShopDate } from '@/shared/shop-time';
import { ListLoad, ListSkeleton } from '@/web/components/admin/list-load';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { useServerMessages } from '@/web/lib/validation-messages';
import {
  type RecipientFilters,
  type RecipientRow,
  useRecipients,
  useSendOne,
  useStartBulk,
  useStoreOptions,
} from '../api/sending';
import { sendJobPath } from '../paths';
import { CouponPagination } from './coupon-pagination';
import { openChatWindow, useSendErrorText } from './send-text';

const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

function readFilters(params: URLSearchParams): RecipientFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    storeId: params.get('store') ?? '',
    orderedFrom: day(params.get('from')),
    orderedTo: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const toSearch = (f: RecipientFilters): Record<string, string> => ({
  ...(f.q ? { q: f.q } : {}),
  ...(f.storeId ? { store: f.storeId } : {}),
  ...(f.orderedFrom ? { from: f.orderedFrom } : {}),
  ...(f.orderedTo ? { to: f.orderedTo } : {}),
  ...(f.page > 1 ? { page: String(f.page) } : {}),
});

type RowResult = { kind: 'success' | 'error'; text: string; links?: string[] };

/** One customer: who, whether a coupon reaches them (and why not), and the single-send actions. */
function RecipientItem({
  row,
  couponIds,
  selected,
  onSelect,
}: {
  row: RecipientRow;
  couponIds: string[];
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('coupons');
  const server = useServerMessages();
  const sendError = useSendErrorText();
  const send = useSendOne();
  const [result, setResult] = useState<RowResult | null>(null);
  const { reach } = row;
  const manual = reach.eligible && reach.route === 'manual';
  const automatic = sendsAutomatically(reach);
  const date = row.lastOrderAt ? formatShopDate(row.lastOrderAt, i18n.language) : null;

  const run = (force: boolean) => {
    const chat = force ? openChatWindow() : null;
    send.mutate(
      { couponIds, customerId: row.id, force },
      {
        onSuccess: ({ result: r }) => {
          chat?.go(r.chatLinks?.[0]);
          if (r.chatLinks) setResult({ kind: 'success', text: t('send.manualDone'), links: r.chatLinks });
          else if (r.success) setResult({ kind: 'success', text: t('send.sentOne', { name: row.name }) });
          else setResult({ kind: 'error', text: sendError(r.error) });
        },
        onError: (error) => {
          chat?.go(undefined);
          setResult({ kind: 'error', text: server.error(error, t('send.loadError')) });
        },
      },
    );
  };

  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-line/60"
      data-customer={row.name}
      data-eligible={reach.eligible}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Checkbox
          className="mt-1 size-5"
          checked={selected}
          disabled={!automatic}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={row.name}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{row.name}</p>
          <p className="text-sm break-all text-ink-soft">{row.phone || row.email}</p>
          <p className="mt-0.5 text-xs text-muted">
            {date ? t('send.lastOrder', { date }) : t('send.noOrder')}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {reach.eligible && reach.route !== 'manual' && reach.route !== 'invalid' && (
              <Badge tone="leaf">{t('send.eligible')}</Badge>
            )}
            {reach.reasons.map((reason) => (
              <Badge key={reason} tone="neutral" data-reason={reason}>
                {t(`send.reason.${reason}`)}
              </Badge>
            ))}
            {reach.route === 'sms' && <Badge tone="neutral">{t('send.route.sms')}</Badge>}
            {reach.route === 'manual' && <Badge tone="gold">{t('send.route.manual')}</Badge>}
            {reach.route === 'invalid' && <Badge tone="danger">{t('send.route.invalid')}</Badge>}
          </div>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          {automatic && (
            <Button
              size="sm"
              variant="secondary"
              disabled={send.isPending || couponIds.length === 0}
              onClick={() => run(false)}
            >
              <Send aria-hidden="true" />
              {send.isPending ? t('send.sendingOne') : t('send.sendOne')}
            </Button>
          )}
          {manual && (
            <Button
              size="sm"
              variant="whatsapp"
              disabled={send.isPending || couponIds.length === 0}
              onClick={() => run(true)}
            >
              <Globe aria-hidden="true" />
              {t('send.manual')}
            </Button>
          )}
        </div>
      </div>
      {result && (
        <FormAlert kind={result.kind} className="mt-3">
          {result.text}
          {result.links && (
            <span className="mt-1 block">
              {t('send.manualLinks')}{' '}
              {result.links.map((link) => (
                <a
                  key={link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mr-2 font-semibold underline"
                >
                  {t('send.openChat')}
                </a>
              ))}
            </span>
          )}
        </FormAlert>
      )}
    </li>
  );
}

/** Step 2 of sending: the customers, filtered in the URL, who may receive and why not; single and bulk sends. */
export function Recipients({ couponIds }: { couponIds: string[] }) {
  const { t } = useTranslation('coupons');
  const server = useServerMessages();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const show = (next: RecipientFilters) =>
    setParams(
      { ...Object.fromEntries(params), ...toSearch(next), ...(next.page > 1 ? {} : { page: '' }) },
      { replace: true },
    );
  const query = useRecipients(filters);
  const stores = useStoreOptions();
  const bulk = useStartBulk();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = query.data;
  const pageEligible = list?.customers.filter((c) => sendsAutomatically(c.reach)) ?? [];
  // The bulk send asked for, waiting for the person to confirm it (how many messages go out).
  const [asking, setAsking] = useState<{ all: boolean; customers: number; manual: number } | null>(null);

  const start = (all: boolean) => {
    const { page: _page, ...filter } = filters;
    bulk.mutate(all ? { couponIds, filter } : { couponIds, customerIds: [...selected] }, {
      onSuccess: (job) => navigate(sendJobPath(job.job.id)),
      onSettled: () => setAsking(null),
    });
  };
  const setFilter = (change: Partial<RecipientFilters>) => show({ ...filters, ...change, page: 1 });
  // Why the bulk send cannot start: no coupon yet, or nobody it can message by itself (SPEC §5.5).
  const reason =
    couponIds.length === 0 ? t('send.pickCoupon') : list?.automatic === 0 ? t('send.noneAutomatic') : null;

  return (
    <section aria-labelledby="customers-step" className="mt-10">
      <h2 id="customers-step" className="text-2xl text-ink">
        {t('send.customersStep')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('send.customersHint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="recipients-search" className="text-sm font-medium text-ink">
            {t('send.search')}
          </label>
          <Input
            id="recipients-search"
            type="search"
            className="mt-1.5"
            placeholder={t('send.searchPlaceholder')}
            value={filters.q}
            onChange={(e) => setFilter({ q: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="recipients-store" className="text-sm font-medium text-ink">
            {t('send.store')}
          </label>
          <Select
            id="recipients-store"
            className="mt-1.5"
            value={filters.storeId}
            onChange={(e) => setFilter({ storeId: e.target.value })}
          >
            <option value="">{t('send.anyStore')}</option>
            {stores.data?.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="recipients-from" className="text-sm font-medium text-ink">
            {t('send.orderedFrom')}
          </label>
          <Input
            id="recipients-from"
            type="date"
            className="mt-1.5"
            value={filters.orderedFrom}
            onChange={(e) => setFilter({ orderedFrom: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="recipients-to" className="text-sm font-medium text-ink">
            {t('send.orderedTo')}
          </label>
          <Input
            id="recipients-to"
            type="date"
            className="mt-1.5"
            value={filters.orderedTo}
            onChange={(e) => setFilter({ orderedTo: e.target.value })}
          />
        </div>
      </div>

      <div className="mt-6" aria-busy={query.isFetching}>
        <ListLoad
          query={query}
          texts={{ loading: t('send.loading'), error: t('send.loadError'), retry: t('retry') }}
          placeholder={<ListSkeleton label={t('send.loading')} rows={3} lead="size-10 rounded-xl" />}
        >
          {!list ? null : list.customers.length === 0 ? (
            <p className="rounded-3xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-line/60">
              {t('send.noCustomers')}
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-ink-soft" data-counts>
                  {[
                    t('send.counts', { count: list.total }),
                    t('send.countsAutomatic', { count: list.automatic }),
                    ...(list.manual > 0 ? [t('send.countsManual', { count: list.manual })] : []),
                  ].join(' · ')}
                </p>
                <label className="flex items-center gap-2 text-sm text-ink">
                  <Checkbox
                    className="size-4"
                    checked={pageEligible.length > 0 && pageEligible.every((c) => selected.has(c.id))}
                    onChange={(e) =>
                      setSelected((old) => {
                        const next = new Set(old);
                        for (const c of pageEligible) e.target.checked ? next.add(c.id) : next.delete(c.id);
                        return next;
                      })
                    }
                  />
                  {t('send.selectAll')}
                </label>
              </div>
              <div className="mt-3 flex flex-wrap gap-3 rounded-3xl bg-parchment/70 p-4 ring-1 ring-line/60">
                <Button
                  disabled={couponIds.length === 0 || selected.size === 0 || bulk.isPending}
                  onClick={() => setAsking({ all: false, customers: selected.size, manual: 0 })}
                >
                  <Send aria-hidden="true" />
                  {bulk.isPending ? t('send.starting') : t('send.bulkSelected', { count: selected.size })}
                </Button>
                <Button
                  variant="secondary"
                  disabled={couponIds.length === 0 || list.automatic === 0 || bulk.isPending}
                  aria-describedby={reason ? 'bulk-reason' : undefined}
                  onClick={() => setAsking({ all: true, customers: list.automatic, manual: list.manual })}
                >
                  {t('send.bulkAll', { count: list.automatic })}
                </Button>
                {reason && (
                  <p id="bulk-reason" className="self-center text-sm text-ink-soft">
                    {reason}
                  </p>
                )}
              </div>
              <ConfirmDialog
                open={asking !== null}
                onOpenChange={(open) => {
                  if (!open && !bulk.isPending) setAsking(null);
                }}
                title={t('send.confirmTitle', { count: asking?.customers ?? 0 })}
                description={
                  asking && (
                    <>
                      {t('send.confirmMessages', { count: asking.customers * couponIds.length })}
                      {asking.manual > 0 && (
                        <span className="mt-2 block">
                          {t('send.confirmManual', { count: asking.manual })}
                        </span>
                      )}
                    </>
                  )
                }
                confirmLabel={bulk.isPending ? t('send.starting') : t('send.confirmSend')}
                cancelLabel={t('cancel')}
                busy={bulk.isPending}
                onConfirm={() => asking && start(asking.all)}
              />
              <ul className="mt-3 grid gap-3">
                {list.customers.map((row) => (
                  <RecipientItem
                    key={row.id}
                    row={row}
                    couponIds={couponIds}
                    selected={selected.has(row.id)}
                    onSelect={(on) =>
                      setSelected((old) => {
                        const next = new Set(old);
                        on ? next.add(row.id) : next.delete(row.id);
                        return next;
                      })
                    }
                  />
                ))}
              </ul>
              <CouponPagination list={list} onPage={(page) => show({ ...filters, page })} />
              {bulk.error && (
                <FormAlert className="mt-3">{server.error(bulk.error, t('send.loadError'))}</FormAlert>
              )}
            </>
          )}
        </ListLoad>
      </div>
    </section>
  );
}
