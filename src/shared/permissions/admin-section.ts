import { paths } from '../routes';
import type { Permission } from './permissions';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A staff API route as Hono names it: `METHOD /api/full/:param`. */
export type StaffRouteName = `${Method} /api/${string}`;

/**
 * The shared half of one admin section (decision 069): everything the server and the browser
 * both read, declared once beside the section's domain (`src/shared/<domain>/admin-section.ts`).
 * The permission table (`admin-sections.ts`) lists the declarations in the navigation's order and
 * assembles ADMIN_SECTIONS, STAFF_ROUTES and STAFF_API_PREFIXES from them; the web's half
 * (`features/<domain>/admin/section.tsx`) extends it with the icon, the words and the screens.
 */
export type AdminSectionDeclaration<
  Id extends string = string,
  Segment extends string = string,
  Route extends StaffRouteName = StaffRouteName,
> = {
  /** The section's name in code, in the admin dictionary (`sections.<id>`) and in the tests. */
  readonly id: Id;
  /** Its page relative to the panel's `/admin/*` route (`cupons`). */
  readonly segment: Segment;
  /** Its page, e.g. `/admin/cupons`. */
  readonly path: `${typeof paths.admin}/${Segment}`;
  /** SPEC §6 permission a role must hold (besides being staff) to open the section. */
  readonly permission: Permission;
  /**
   * Path prefixes under which every API route is a staff route: the walk over the app's routes
   * (src/server/http/staff-routes.test.ts) refuses a route under one of them that no section
   * declares. Sections served by one module share its prefix.
   */
  readonly apiPrefixes: readonly string[];
  /**
   * The staff API routes the section's screens call, each with the permission it requires. A
   * route may ask more than its section (writing orders takes manage_orders) but never less:
   * nobody may call a section's API who may not open the section (the table's test).
   */
  readonly routes: { readonly [R in Route]: Permission };
};

/**
 * Declares a section: `path` follows from the segment (the section paths stay out of `paths`, which
 * the storefront's first load carries, decision 028).
 */
export function defineAdminSection<
  const Id extends string,
  const Segment extends string,
  const Route extends StaffRouteName,
>(section: {
  id: Id;
  segment: Segment;
  permission: Permission;
  apiPrefixes: readonly string[];
  routes: { readonly [R in Route]: Permission };
}): AdminSectionDeclaration<Id, Segment, Route> {
  return { ...section, path: `${paths.admin}/${section.segment}` };
}
