import { invitationsSection, usersSection } from '../accounts/admin-section';
import { auditLogSection } from '../audit/admin-section';
import { campaignsSection } from '../campaigns/admin-section';
import {
  aboutSection,
  bannersSection,
  bulkSection,
  categoriesSection,
  homeSectionsSection,
  productsSection,
  testimonialsSection,
} from '../catalogue/admin-section';
import { couponsSection } from '../coupons/admin-section';
import { integrationsSection } from '../integrations/admin-section';
import { serverErrorsSection } from '../logs/admin-section';
import { messagesSection } from '../messaging/admin-section';
import { ordersSection } from '../orders/admin-section';
import { dashboardSection, exportsSection } from '../reports/admin-section';
import { seoSection, settingsSection } from '../settings/admin-section';
import { storesSection } from '../stores/admin-section';
import { taxSection } from '../tax/admin-section';
import type { AdminSectionDeclaration, StaffRouteName } from './admin-section';
import { hasPermission, type Permission } from './permissions';
import { isStaffRole } from './roles';

/**
 * The one permission table of the admin panel (decision 028), assembled from the sections'
 * declarations (decision 069): each section declares its id, page, permission and staff API
 * routes once, beside its domain (`src/shared/<domain>/admin-section.ts`). The panel's navigation,
 * its "not allowed" view and the server's 403s all read what is assembled here;
 * `staff-routes.test.ts` walks the app's routes against it.
 */

/**
 * Every admin section, in the navigation's order: the one list a new section joins. Category,
 * banner, coupon-writing and settings sections are "meant for admins" (SPEC §6): they take
 * permissions a manager does not hold.
 */
const DECLARED = [
  dashboardSection,
  ordersSection,
  campaignsSection,
  productsSection,
  bulkSection,
  categoriesSection,
  bannersSection,
  homeSectionsSection,
  testimonialsSection,
  aboutSection,
  usersSection,
  invitationsSection,
  storesSection,
  couponsSection,
  settingsSection,
  taxSection,
  seoSection,
  integrationsSection,
  messagesSection,
  serverErrorsSection,
  exportsSection,
  auditLogSection,
] as const satisfies readonly AdminSectionDeclaration[];
type Declared = (typeof DECLARED)[number];

export type AdminSectionId = Declared['id'];

/** The sections by id, in the navigation's order. */
export const ADMIN_SECTIONS = Object.fromEntries(DECLARED.map((section) => [section.id, section])) as {
  readonly [S in Declared as S['id']]: S;
};
export const ADMIN_SECTION_IDS: AdminSectionId[] = DECLARED.map((section) => section.id);

/**
 * Path prefixes under which every API route is a staff route and must be in STAFF_ROUTES: the
 * sections' own, and `/api/admin/`, kept for the panel's modules still to come.
 */
export const STAFF_API_PREFIXES: readonly string[] = [
  ...new Set(['/api/admin/', ...DECLARED.flatMap((section) => section.apiPrefixes)]),
];

/** Distributes over the declarations: the union of every section's route names. */
type RoutesOf<S> = S extends { routes: infer R } ? keyof R & StaffRouteName : never;
export type StaffRoute = RoutesOf<Declared>;

/**
 * Every staff API route, as Hono names it (`METHOD /api/full/:param`), with the permission it
 * requires and the section that declares it (whose screens call it).
 */
export const STAFF_ROUTES = Object.fromEntries(
  DECLARED.flatMap((section) =>
    Object.entries(section.routes).map(([route, permission]) => [route, { permission, section: section.id }]),
  ),
) as Readonly<Record<StaffRoute, { permission: Permission; section: AdminSectionId }>>;
export const STAFF_ROUTE_KEYS = Object.keys(STAFF_ROUTES) as StaffRoute[];

/**
 * The one rule both sides apply: a staff role (SPEC §6 route access: super_admin, admin, manager)
 * holding the permission. An operator holds manage_orders but has no panel, so no staff route.
 */
export function staffMay(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && hasPermission(role, permission);
}

export function mayUseSection(role: string | null | undefined, section: AdminSectionId): boolean {
  return staffMay(role, ADMIN_SECTIONS[section].permission);
}

export function mayCallStaffRoute(role: string | null | undefined, route: StaffRoute): boolean {
  return staffMay(role, STAFF_ROUTES[route].permission);
}

/** The sections a role may open, in the navigation's order. */
export function sectionsFor(role: string | null | undefined): AdminSectionId[] {
  return ADMIN_SECTION_IDS.filter((id) => mayUseSection(role, id));
}

/** The section a panel URL belongs to (`/admin/pedidos/123` → orders), or null. */
export function sectionAt(pathname: string): AdminSectionId | null {
  const clean = pathname.replace(/\/+$/, '');
  return (
    ADMIN_SECTION_IDS.find((id) => {
      const path = ADMIN_SECTIONS[id].path;
      return clean === path || clean.startsWith(`${path}/`);
    }) ?? null
  );
}
