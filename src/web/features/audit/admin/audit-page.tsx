import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { auditQuerySchema } from '@/shared/audit/schemas';
import { ListLoad } from '@/web/components/admin/list-load';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Pagination } from '@/web/components/ui/pagination';
import { Select } from '@/web/components/ui/select';
import { call, client } from '@/web/lib/api-client';
import { useMoney } from '@/web/lib/money';
import { pageCount, urlFilters } from '@/web/lib/url-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { actionKey, changeView, entityKey, fieldKey, roleKey, type ValueText } from './entry-text';
import './i18n';
import { SHOP_TIME_ZONE } from '@/shared/shop-time';

const KEYS = ['person', 'entity', 'entityId', 'action', 'from', 'to', 'page'] as const;
const filters = urlFilters(auditQuerySchema, KEYS, { page: 1 });
type Filters = ReturnType<typeof filters.read>;

const getAudit = (f: Filters) =>
  call(client.audit.staff.$get({ query: Object.fromEntries(filters.write(f)) }));

const label = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-ink';
// Fields that wrap onto a new line before they get too narrow to read (a select's longest
// choice, a date's dd/mm/aaaa), whatever the sidebar leaves them.
const grow = 'flex-[1_1_9.5rem]';

/** /admin/auditoria (view_audit_logs: super_admin): who changed what and when, filters in the URL. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const current = filters.read(params);
  const query = useQuery({
    queryKey: ['staff', 'audit', filters.write(current).toString()],
    queryFn: () => getAudit(current),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-US' : 'pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: SHOP_TIME_ZONE,
  });
  const money = useMoney();
  const day = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-US' : 'pt-BR', {
    dateStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  const page = query.data;
  const ctx = {
    money,
    names: page?.names ?? {},
    // A bare day is read at noon so no time zone moves it to the day before.
    date: (iso: string) =>
      iso.length === 10 ? day.format(new Date(`${iso}T12:00:00Z`)) : when.format(new Date(iso)),
  };
  const say = (v: ValueText | null) =>
    v === null
      ? t('entry.empty')
      : 'text' in v
        ? v.text
        : 'count' in v
          ? t(v.key, { count: v.count })
          : t(v.key);
  // Codes in words where the dictionary has them; an unknown code is shown as the log keeps it.
  const words = {
    action: (code: string) => {
      const key = actionKey(code);
      return key ? t(key) : code;
    },
    entity: (code: string) => {
      const key = entityKey(code);
      return key ? t(key) : code;
    },
    field: (name: string) => {
      const key = fieldKey(name);
      return key ? t(key) : name;
    },
    role: (code: string) => {
      const key = roleKey(code);
      return key ? t(key) : code;
    },
  };
  const historyName = current.entityId ? page?.entries[0]?.entityName : undefined;
  const total = page ? pageCount(page.total, page.pageSize) : 1;

  return (
    <div className="space-y-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('lead')}</p>
      </header>
      <search>
        <form
          // Drawn again once the choices arrive, so the selects show the filter in the address.
          key={`${filters.write(current).toString()}:${page ? 'ready' : 'loading'}`}
          className="flex flex-wrap items-end gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:p-5"
          onSubmit={(event) => {
            event.preventDefault();
            const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
            setParams(filters.write(filters.read(new URLSearchParams(data))));
          }}
        >
          <label className={`${label} flex-[2_1_14rem]`}>
            {t('filters.person')}
            <Input
              type="search"
              name="person"
              maxLength={100}
              defaultValue={current.person ?? ''}
              placeholder={t('filters.personPlaceholder')}
            />
          </label>
          <label className={`${label} ${grow}`}>
            {t('filters.entity')}
            <Select name="entity" defaultValue={current.entity ?? ''}>
              <option value="">{t('filters.any')}</option>
              {(page?.entityTypes ?? []).map((v) => (
                <option key={v} value={v}>
                  {words.entity(v)}
                </option>
              ))}
            </Select>
          </label>
          <label className={`${label} ${grow}`}>
            {t('filters.action')}
            <Select name="action" defaultValue={current.action ?? ''}>
              <option value="">{t('filters.any')}</option>
              {(page?.actions ?? []).map((v) => (
                <option key={v} value={v}>
                  {words.action(v)}
                </option>
              ))}
            </Select>
          </label>
          <label className={`${label} ${grow}`}>
            {t('filters.from')}
            <Input type="date" name="from" defaultValue={current.from ?? ''} />
          </label>
          <label className={`${label} ${grow}`}>
            {t('filters.to')}
            <Input type="date" name="to" defaultValue={current.to ?? ''} />
          </label>
          {/* One record's history arrives from its page's link (decision 053); nobody types an id. */}
          {current.entityId && <input type="hidden" name="entityId" value={current.entityId} />}
          <Button type="submit" className="h-12 flex-[1_0_auto] sm:flex-none">
            <Search aria-hidden="true" />
            {t('filters.apply')}
          </Button>
        </form>
      </search>
      {current.entityId && (
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className="font-semibold text-ink">
            {historyName
              ? t('filters.history', { name: historyName })
              : t('filters.historyOfKind', { kind: current.entity ? words.entity(current.entity) : '' })}
          </span>
          <Link
            className="text-sm font-medium text-brand underline underline-offset-4"
            to={{
              search: filters
                .write({ ...current, entity: undefined, entityId: undefined, page: 1 })
                .toString(),
            }}
          >
            {t('filters.wholeLog')}
          </Link>
        </p>
      )}
      <ListLoad query={query} texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}>
        {page && page.entries.length === 0 && <p className="text-ink-soft">{t('empty')}</p>}
        {page && page.entries.length > 0 && (
          <>
            <ol className="space-y-3">
              {page.entries.map((e) => (
                <li key={e.id} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
                  <h2 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 font-sans text-base">
                    <span className="min-w-0 break-words font-semibold text-ink">
                      {e.entityName ?? words.entity(e.entityType)}
                    </span>
                    <span className="text-sm text-ink-soft">
                      {words.action(e.action)}
                      {e.entityName ? ` · ${words.entity(e.entityType)}` : ''}
                    </span>
                  </h2>
                  <p className="mt-1 text-sm text-ink-soft">
                    <time dateTime={e.at}>{when.format(new Date(e.at))}</time>{' '}
                    {e.actorRole === 'system'
                      ? t('entry.by', { who: t('entry.system') })
                      : t('entry.by', { who: e.actorName ?? e.actorEmail ?? t('entry.unknown') })}
                    {e.actorEmail && e.actorName ? ` (${e.actorEmail})` : ''}
                    {e.actorRole && e.actorRole !== 'system' ? ` · ${words.role(e.actorRole)}` : ''}
                  </p>
                  {e.changes.length === 0 ? (
                    <p className="mt-3 text-sm text-muted">{t('entry.none')}</p>
                  ) : (
                    <dl className="mt-3 divide-y divide-line/70 rounded-2xl bg-cream/60 text-sm ring-1 ring-line/60">
                      {e.changes.map((c) => {
                        const view = changeView(e.entityType, c, ctx);
                        return (
                          <div key={c.field} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-3">
                            <dt className="font-semibold text-ink">{words.field(c.field)}</dt>
                            {view.kind === 'values' ? (
                              <dd className="min-w-0 break-words">
                                {/* A creation shows only the new value, a deletion only the old one. */}
                                {c.before !== null && (
                                  <span className="text-muted line-through decoration-muted/50">
                                    <span className="sr-only">{t('entry.before')}: </span>
                                    {say(view.before)}
                                  </span>
                                )}
                                {c.before !== null && c.after !== null && (
                                  <ArrowRight
                                    role="img"
                                    aria-label={t('entry.changedTo')}
                                    className="mx-2 inline size-4 align-[-0.2em] text-muted"
                                  />
                                )}
                                {c.after !== null && (
                                  <span className="text-ink">
                                    <span className="sr-only">{t('entry.after')}: </span>
                                    {say(view.after)}
                                  </span>
                                )}
                              </dd>
                            ) : (
                              <dd className="min-w-0 break-words text-ink">
                                {view.parts.map(say).join(', ')}
                                <details className="mt-1">
                                  <summary className="cursor-pointer text-sm font-medium text-brand">
                                    {t('entry.details')}
                                  </summary>
                                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                                    {(
                                      [
                                        ['detailsBefore', c.before],
                                        ['detailsAfter', c.after],
                                      ] as const
                                    ).map(([side, value]) => (
                                      <div key={side} className="min-w-0">
                                        <p className="text-xs font-semibold text-ink-soft">
                                          {t(`entry.${side}`)}
                                        </p>
                                        <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-white p-2 text-xs text-ink">
                                          {value === null ? t('entry.empty') : JSON.stringify(value, null, 2)}
                                        </pre>
                                      </div>
                                    ))}
                                  </div>
                                </details>
                              </dd>
                            )}
                          </div>
                        );
                      })}
                    </dl>
                  )}
                </li>
              ))}
            </ol>
            <Pagination
              layout="spread"
              page={page.page}
              totalPages={total}
              onPage={(p) => setParams(filters.write({ ...current, page: p }))}
              labels={{
                nav: t('pagination.nav'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                pageOf: t('pagination.pageOf', { page: page.page, total }),
              }}
            />
          </>
        )}
      </ListLoad>
    </div>
  );
}
