import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { ADMIN_SECTIONS, sectionAt } from '../../../../shared/permissions/admin-sections';
import { paths } from '../../../../shared/routes';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import type { AdminScreen } from './admin-screens';

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
  return <Breadcrumbs label={t('shell.breadcrumbs')} crumbs={crumbs} />;
}
