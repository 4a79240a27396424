import { Route, Routes } from 'react-router';
import { ADMIN_SECTION_IDS, ADMIN_SECTIONS, mayUseSection } from '@/shared/permissions/admin-sections';
import { type AdminScreen, lazyPage, pagePattern } from '@/web/components/admin/admin-screen';
import { AdminHome } from './admin-home';
import type { PanelPerson } from './admin-nav';
import { AdminNotAllowed, AdminNotFound } from './admin-refusals';
import { adminScreens, screensFor } from './admin-screens';
import { AdminShell } from './admin-shell';
import './i18n';

/**
 * The panel's routes for a signed-in person (decision 028): its home lists the sections the role
 * may open; each section of the shared table either routes to its screens (when the role may open
 * it) or answers "not allowed"; anything else is "not found".
 */
export function AdminRoutes({
  person,
  onSignOut,
  screens: all = adminScreens,
}: {
  person: PanelPerson;
  onSignOut: () => void;
  /** The declared screens (tests pass their own). */
  screens?: readonly AdminScreen[];
}) {
  const screens = screensFor(person.role, all);
  return (
    <Routes>
      <Route element={<AdminShell person={person} screens={screens} onSignOut={onSignOut} />}>
        <Route index element={<AdminHome name={person.name} screens={screens} />} />
        {screens.flatMap((screen) =>
          screen.pages.map((page) => {
            const path = pagePattern(screen, page);
            const Page = lazyPage(page);
            return <Route key={path} path={path} element={<Page />} />;
          }),
        )}
        {ADMIN_SECTION_IDS.filter((id) => !mayUseSection(person.role, id)).map((id) => (
          <Route
            key={id}
            path={`${ADMIN_SECTIONS[id].segment}/*`}
            element={<AdminNotAllowed section={id} />}
          />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
