import { ChevronRight, LayoutGrid } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstName } from '@/shared/names';
import type { AdminScreen } from '@/web/components/admin/admin-screen';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * /admin: a greeting, what the sections the role may open add to the home (the message desk's
 * provider notice, the dashboard for those who hold view_reports, decision 046), then a shortcut
 * to each of those sections.
 */
export function AdminHome({ name, screens }: { name: string; screens: readonly AdminScreen[] }) {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  const first = firstName(name) || name;
  const notices = screens.filter((s) => s.home?.place === 'notice');
  const panels = screens.filter((s) => s.home?.place === 'panel');
  return (
    <div className="space-y-8">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('home.title', { name: first })}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('home.lead')}</p>
      </header>
      {notices.map(({ id, home }) => home && <home.Component key={id} />)}
      {panels.length > 0 && (
        <Suspense
          fallback={
            <div role="status" className="grid gap-4 lg:grid-cols-2">
              <span className="sr-only">{t('home.loadingDashboard')}</span>
              <Skeleton className="h-32 rounded-3xl" />
              <Skeleton className="h-32 rounded-3xl" />
            </div>
          }
        >
          {panels.map(({ id, home }) => home && <home.Component key={id} />)}
        </Suspense>
      )}
      {screens.length === 0 ? (
        <EmptyState icon={LayoutGrid} title={t('home.none')} />
      ) : (
        <section aria-labelledby="admin-shortcuts">
          <h2 id="admin-shortcuts" className="mb-4 text-2xl text-ink">
            {t('home.shortcuts')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {screens.map(({ id, path, title, description, icon: Icon }) => (
              <li key={id}>
                <Link
                  to={path}
                  className="group flex h-full flex-col gap-4 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 transition hover:-translate-y-0.5 hover:ring-brand/30"
                >
                  <span className="grid size-12 place-items-center rounded-2xl bg-parchment text-brand">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="font-display text-2xl text-ink">{t(title)}</span>
                  <span className="flex-1 text-ink-soft">{t(description)}</span>
                  <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
                    {t('home.open')}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 transition group-hover:translate-x-0.5"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
