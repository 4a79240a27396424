import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { ADMIN_SECTIONS, sectionAt } from '@/shared/permissions/admin-sections';
import { paths } from '@/shared/routes';
import { type AdminScreen, pagePattern } from '@/web/components/admin/admin-screen';
import { Breadcrumbs, type Crumb } from '@/web/components/ui/breadcrumbs';

/** Panel › Section › the page below it (when its screen names one); the last one is the current page. */
export function AdminBreadcrumbs({ screens }: { screens: readonly AdminScreen[] }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const clean = pathname.replace(/\/+$/, '') || paths.admin;
  const crumbs: Crumb[] = [{ label: t('title'), to: paths.admin }];
  const section = sectionAt(clean);
  if (section) {
    const own = ADMIN_SECTIONS[section].path;
    const screen = screens.find((s) => s.id === section);
    // A section the role may not open has no screen here; its title is in the dictionary all the same.
    crumbs.push({ label: t(screen?.title ?? `sections.${section}.title`), to: own });
    const below = screen?.pages.find(
      (page) =>
        page.crumb && matchPath({ path: `${paths.admin}/${pagePattern(screen, page)}`, end: true }, clean),
    );
    if (clean !== own && below?.crumb) crumbs.push({ label: t(below.crumb) });
  }
  return <Breadcrumbs label={t('shell.breadcrumbs')} crumbs={crumbs} />;
}
