import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { auditQuerySchema } from '../../../shared/audit/schemas';
import { ListLoad } from '../../components/admin/list-load';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Pagination } from '../../components/ui/pagination';
import { Select } from '../../components/ui/select';
import { call, client } from '../../lib/api-client';
import { useMoney } from '../../lib/money';
import { pageCount, urlFilters } from '../../lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { actionKey, entityKey, fieldKey, valueText } from './entry-text';
import './i18n';

const KEYS = ['person', 'entity', 'entityId', 'action', 'from', 'to', 'page'] as const;
const filters = urlFilters(auditQuerySchema, KEYS, { page: 1 });
type Filters = ReturnType<typeof filters.read>;

const getAudit = (f: Filters) =>
  call(client.audit.staff.$get({ query: Object.fromEntries(filters.write(f)) }));

const label = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-ink';

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
    timeZone: 'America/New_York',
  });
  const money = useMoney();
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
    value: (entityType: string, field: string, value: unknown) => {
      const text = valueText(entityType, field, value, money);
      return 'key' in text ? t(text.key) : text.text;
    },
  };
  const page = query.data;
  const total = page ? pageCount(page.total, page.pageSize) : 1;

  return (
    <div className="space-y-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('lead')}</p>
      </header>
      <search>
        <form
          key={filters.write(current).toString()}
          className="grid gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-line/60 sm:grid-cols-3 sm:p-5 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
            setParams(filters.write(filters.read(new URLSearchParams(data))));
          }}
        >
          <label className={label}>
            {t('filters.person')}
            <Input
              type="search"
              name="person"
              maxLength={100}
              defaultValue={current.person ?? ''}
              placeholder={t('filters.personPlaceholder')}
            />
          </label>
          <label className={label}>
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
          <label className={label}>
            {t('filters.entityId')}
            <Input name="entityId" maxLength={100} defaultValue={current.entityId ?? ''} />
          </label>
          <label className={label}>
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
          <label className={label}>
            {t('filters.from')}
            <Input type="date" name="from" defaultValue={current.from ?? ''} />
          </label>
          <label className={label}>
            {t('filters.to')}
            <Input type="date" name="to" defaultValue={current.to ?? ''} />
          </label>
          <Button type="submit" className="h-12">
            <Search aria-hidden="true" />
            {t('filters.apply')}
          </Button>
        </form>
      </search>
      <ListLoad query={query} texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}>
        {page && page.entries.length === 0 && <p className="text-ink-soft">{t('empty')}</p>}
        {page && page.entries.length > 0 && (
          <>
            <ol className="space-y-3">
              {page.entries.map((e) => (
                <li key={e.id} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60">
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-semibold text-ink">
                      {words.action(e.action)} · {words.entity(e.entityType)}
                    </span>
                    {e.entityId && <code className="break-all text-xs text-muted">{e.entityId}</code>}
                  </p>
                  <p className="mt-1 text-sm text-ink-soft">
                    <time dateTime={e.at}>{when.format(new Date(e.at))}</time>{' '}
                    {e.actorRole === 'system'
                      ? t('entry.by', { who: t('entry.system') })
                      : t('entry.by', { who: e.actorName ?? e.actorEmail ?? t('entry.unknown') })}
                    {e.actorEmail && e.actorName ? ` (${e.actorEmail})` : ''}
                    {e.actorRole && e.actorRole !== 'system' ? ` · ${e.actorRole}` : ''}
                  </p>
                  {e.changes.length === 0 ? (
                    <p className="mt-3 text-sm text-muted">{t('entry.none')}</p>
                  ) : (
                    <dl className="mt-3 divide-y divide-line/70 rounded-2xl bg-cream/60 text-sm ring-1 ring-line/60">
                      {e.changes.map((c) => (
                        <div key={c.field} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
                          <dt className="font-semibold text-ink">{words.field(c.field)}</dt>
                          <dd className="min-w-0 break-words text-muted line-through decoration-muted/50">
                            <span className="sr-only">{t('entry.before')}: </span>
                            {c.before === null
                              ? t('entry.empty')
                              : words.value(e.entityType, c.field, c.before)}
                          </dd>
                          <dd className="min-w-0 break-words text-ink">
                            <span className="sr-only">{t('entry.after')}: </span>
                            {c.after === null
                              ? t('entry.empty')
                              : words.value(e.entityType, c.field, c.after)}
                          </dd>
                        </div>
                      ))}
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
