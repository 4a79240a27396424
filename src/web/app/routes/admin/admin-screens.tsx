import { ADMIN_SECTION_IDS, type AdminSectionId, mayUseSection } from '@/shared/permissions/admin-sections';
import type { AdminScreen } from '@/web/components/admin/admin-screen';

/**
 * Every feature's `admin/section.tsx`, found at build time (decision 069): a section joins the
 * panel by being declared beside its screens, nowhere here. Each file's exports are the sections
 * of its feature (the catalogue has six). The declarations hold only icons and lazy pages, so the
 * panel's chunk loads none of the screens.
 */
const declarationFiles = import.meta.glob<Record<string, AdminScreen>>(
  '../../../features/*/admin/section.tsx',
  {
    eager: true,
  },
);

/** Every declared screen, as found (the tests check each section is declared once). */
export const declaredScreens: readonly AdminScreen[] = Object.values(declarationFiles).flatMap((exports) =>
  Object.values(exports),
);

const byId = new Map<AdminSectionId, AdminScreen>(declaredScreens.map((screen) => [screen.id, screen]));

/** The panel's screens in the navigation's order: the permission table's (decision 028). */
export const adminScreens: readonly AdminScreen[] = ADMIN_SECTION_IDS.flatMap((id) => byId.get(id) ?? []);

/** The screens a role may open, in order: what its navigation and its home list. */
export function screensFor(
  role: string | null | undefined,
  screens: readonly AdminScreen[] = adminScreens,
): AdminScreen[] {
  return screens.filter((screen) => mayUseSection(role, screen.id));
}
