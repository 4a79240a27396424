import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { ADMIN_SECTIONS, sectionAt } from '../../../../shared/permissions/admin-sections';
import { paths } from '../../../../shared/routes';
import type { AdminScreen } from './admin-screens';

type Crumb = { label: string; to?: string };

/** Panel › Section › the page below it (when its screen names one); the last one is the current page. */
export function AdminBreadcrumbs({ screens }: { screens: readonly AdminScreen[] }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const clean = pathname.replace(/\/+$/, '') || paths.admin;
  const crumbs: Crumb[] = [{ label: t('title'), to: paths.admin }];
  const section = sectionAt(clean);
  if (section) {
    const own = ADMIN_SECTIONS[section].path;
    crumbs.push({ label: t(`sections.${section}.title`), to: own });
    const screen = screens.find((s) => s.section === section);
    const below = screen?.routes.find(
      (r) => r.crumb && matchPath({ path: `${paths.admin}/${r.path}`, end: true }, clean),
    );
    if (clean !== own && below?.crumb) crumbs.push({ label: t(below.crumb) });
  }
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t('shell.breadcrumbs')} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted/60" />}
            {i === last ? (
              <span aria-current="page" className="truncate font-semibold text-ink">
                {crumb.label}
              </span>
            ) : (
              <Link
                to={crumb.to ?? paths.admin}
                className="underline-offset-4 hover:text-brand hover:underline"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
