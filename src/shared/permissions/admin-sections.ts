import { paths, routePatterns } from '../routes';
import { hasPermission, type Permission } from './permissions';
import { isStaffRole } from './roles';

/**
 * The one permission table of the admin panel (decision 028). The panel's navigation, its
 * "not allowed" view and the server's 403s all read it; `staff-routes.test.ts` walks the app's
 * routes against it.
 */

type SectionEntry = {
  /** SPEC §6 permission a role must hold (besides being staff) to open the section. */
  permission: Permission;
  /** Its page, e.g. `/admin/categorias`. */
  path: `${typeof paths.admin}/${string}`;
  /** The same page relative to the panel's `/admin/*` route (`categorias`). */
  segment: string;
};

/**
 * The section paths live here rather than in `paths` (shared/routes.ts): the storefront's first
 * load carries `paths`, and none of it needs the panel's sections.
 */
const section = <S extends string>(permission: Permission, segment: S) =>
  ({ permission, segment, path: `${paths.admin}/${segment}` }) as const;

/**
 * Every admin section, in the navigation's order, with the permission that guards it. Sections
 * without a screen yet are here too, so their URLs already answer "not allowed" to a role that
 * lacks the permission. Category, banner, coupon and settings writes are "meant for admins"
 * (SPEC §6): they take permissions a manager does not hold.
 */
export const ADMIN_SECTIONS = {
  // The dashboard (decision 046): the panel's home shows it too, for those who hold view_reports.
  dashboard: section('view_reports', 'painel'),
  orders: section('view_orders', routePatterns.adminOrders),
  products: section('manage_products', 'produtos'),
  bulk: section('manage_products', 'grade'),
  categories: section('manage_all_products', 'categorias'),
  banners: section('manage_system_settings', 'banners'),
  homeSections: section('manage_content', 'secoes'),
  testimonials: section('manage_content', 'depoimentos'),
  about: section('manage_content', 'sobre'),
  users: section('view_users', 'usuarios'),
  invitations: section('manage_gerentes', 'convites'),
  stores: section('view_stores', 'lojas'),
  // Managers see the coupons and the orders of their store that used them (view_reports); only
  // admins write them (manage_system_settings, SPEC §6 "meant for admins"; decision 039).
  coupons: section('view_reports', 'cupons'),
  settings: section('manage_system_settings', 'configuracoes'),
  seo: section('manage_system_settings', 'seo'),
  // The message desk (decision 043): the outbox is the shop's log of what it sent — view_logs,
  // which admins and super_admins hold and managers do not (SPEC §6).
  messages: section('view_logs', 'mensagens'),
  // The recent server errors (decision 053): view_logs too.
  serverErrors: section('view_logs', 'registros'),
  // CSV exports of orders, lines, customers, products and coupons (decision 046): admins and up.
  exports: section('export_data', 'exportar'),
  auditLog: section('view_audit_logs', 'auditoria'),
} as const satisfies Record<string, SectionEntry>;

export type AdminSectionId = keyof typeof ADMIN_SECTIONS;

/** The users area's privacy requests page (decision 047): below the section, for manage_clientes. */
export const PRIVACY_REQUESTS_SEGMENT = 'privacidade';
export const PRIVACY_REQUESTS_PATH = `${ADMIN_SECTIONS.users.path}/${PRIVACY_REQUESTS_SEGMENT}` as const;
/** The CSV import's page, below the grid's section (decision 052). */
export const BULK_IMPORT_SEGMENT = 'importar';
export const BULK_IMPORT_PATH = `${ADMIN_SECTIONS.bulk.path}/${BULK_IMPORT_SEGMENT}` as const;
export const ADMIN_SECTION_IDS = Object.keys(ADMIN_SECTIONS) as AdminSectionId[];

/** Path prefixes under which every API route is a staff route and must be in STAFF_ROUTES. */
export const STAFF_API_PREFIXES = [
  '/api/admin/',
  '/api/catalogue/staff',
  '/api/catalogue-bulk/staff',
  '/api/orders/staff',
  '/api/accounts/users',
  '/api/accounts/invitations',
  '/api/accounts/privacy-requests',
  '/api/accounts/stores/',
  '/api/media/staff',
  '/api/stores/staff',
  '/api/settings/staff',
  '/api/coupons/staff',
  '/api/coupons/sending',
  '/api/messages/staff',
  '/api/reports/staff',
  '/api/audit/staff',
  '/api/logs/staff',
] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every staff API route, as Hono names it (`METHOD /api/full/:param`), with the permission it
 * requires and the section whose screens call it. A route may ask more than its section (writing
 * orders takes manage_orders; creating products will take manage_all_products) but never less:
 * nobody may call a section's API who may not open the section (checked by the table's test).
 */
export const STAFF_ROUTES = {
  'GET /api/orders/staff': { permission: 'view_orders', section: 'orders' },
  'GET /api/orders/staff/:id': { permission: 'view_orders', section: 'orders' },
  'POST /api/orders/staff/:id/status': { permission: 'manage_orders', section: 'orders' },
  'POST /api/orders/staff/:id/payment': { permission: 'manage_orders', section: 'orders' },
  'POST /api/orders/staff/:id/weights': { permission: 'manage_orders', section: 'orders' },
  'POST /api/orders/staff/:id/weights/settle': { permission: 'manage_orders', section: 'orders' },
  'GET /api/accounts/users': { permission: 'view_users', section: 'users' },
  'GET /api/accounts/users/:id': { permission: 'view_users', section: 'users' },
  'PATCH /api/accounts/users/:id': { permission: 'manage_clientes', section: 'users' },
  'GET /api/accounts/stores': { permission: 'view_users', section: 'users' },
  // Invitations (decision 036): admins and super_admins, for the staff roles below their own.
  'GET /api/accounts/invitations': { permission: 'manage_gerentes', section: 'invitations' },
  'POST /api/accounts/invitations': { permission: 'manage_gerentes', section: 'invitations' },
  'POST /api/accounts/invitations/:id/resend': { permission: 'manage_gerentes', section: 'invitations' },
  'POST /api/accounts/invitations/:id/revoke': { permission: 'manage_gerentes', section: 'invitations' },
  'GET /api/accounts/stores/:storeId/users': { permission: 'view_users', section: 'users' },
  // Privacy requests (decision 047): whoever manages customers; a manager their store's customers.
  'GET /api/accounts/privacy-requests': { permission: 'manage_clientes', section: 'users' },
  'POST /api/accounts/privacy-requests/:id/complete': { permission: 'manage_clientes', section: 'users' },
  'GET /api/catalogue/staff/categories': { permission: 'manage_all_products', section: 'categories' },
  'POST /api/catalogue/staff/categories': { permission: 'manage_all_products', section: 'categories' },
  'PUT /api/catalogue/staff/categories/order': { permission: 'manage_all_products', section: 'categories' },
  'PATCH /api/catalogue/staff/categories/:id': { permission: 'manage_all_products', section: 'categories' },
  'DELETE /api/catalogue/staff/categories/:id': { permission: 'manage_all_products', section: 'categories' },
  // Products (decision 030): managers read and edit; creating, duplicating and deleting are admin+.
  'GET /api/catalogue/staff/products': { permission: 'manage_products', section: 'products' },
  'GET /api/catalogue/staff/products/:id': { permission: 'manage_products', section: 'products' },
  'PATCH /api/catalogue/staff/products/:id': { permission: 'manage_products', section: 'products' },
  'POST /api/catalogue/staff/products': { permission: 'manage_all_products', section: 'products' },
  'POST /api/catalogue/staff/products/:id/duplicate': {
    permission: 'manage_all_products',
    section: 'products',
  },
  'DELETE /api/catalogue/staff/products/:id': { permission: 'manage_all_products', section: 'products' },
  'GET /api/catalogue/staff/extras': { permission: 'manage_products', section: 'products' },
  'POST /api/catalogue/staff/extras': { permission: 'manage_all_products', section: 'products' },
  'PATCH /api/catalogue/staff/extras/:id': { permission: 'manage_all_products', section: 'products' },
  'DELETE /api/catalogue/staff/extras/:id': { permission: 'manage_all_products', section: 'products' },
  // Managers edit their products' pictures; admins hold manage_products too, for banners (decision 029).
  'GET /api/catalogue-bulk/staff/grid': { permission: 'manage_products', section: 'bulk' },
  'PUT /api/catalogue-bulk/staff/grid': { permission: 'manage_products', section: 'bulk' },
  'POST /api/catalogue-bulk/staff/import/dry-run': { permission: 'manage_products', section: 'bulk' },
  'POST /api/catalogue-bulk/staff/import/apply': { permission: 'manage_products', section: 'bulk' },
  'POST /api/media/staff/pictures': { permission: 'manage_products', section: 'products' },
  'GET /api/stores/staff': { permission: 'view_stores', section: 'stores' },
  'GET /api/stores/staff/:storeId': { permission: 'view_stores', section: 'stores' },
  'POST /api/stores/staff': { permission: 'manage_stores', section: 'stores' },
  'PATCH /api/stores/staff/:storeId': { permission: 'manage_stores', section: 'stores' },
  'PUT /api/stores/staff/:storeId/fulfilment': { permission: 'manage_stores', section: 'stores' },
  'GET /api/catalogue/staff/banners': { permission: 'manage_system_settings', section: 'banners' },
  'POST /api/catalogue/staff/banners': { permission: 'manage_system_settings', section: 'banners' },
  'PUT /api/catalogue/staff/banners/order': { permission: 'manage_system_settings', section: 'banners' },
  'PATCH /api/catalogue/staff/banners/:id': { permission: 'manage_system_settings', section: 'banners' },
  'DELETE /api/catalogue/staff/banners/:id': { permission: 'manage_system_settings', section: 'banners' },
  'GET /api/catalogue/staff/sections': { permission: 'manage_content', section: 'homeSections' },
  'PUT /api/catalogue/staff/sections/order': { permission: 'manage_content', section: 'homeSections' },
  'PATCH /api/catalogue/staff/sections/:key': { permission: 'manage_content', section: 'homeSections' },
  'GET /api/catalogue/staff/about': { permission: 'manage_content', section: 'about' },
  'PUT /api/catalogue/staff/about': { permission: 'manage_content', section: 'about' },
  'GET /api/catalogue/staff/testimonials': { permission: 'manage_content', section: 'testimonials' },
  'POST /api/catalogue/staff/testimonials': { permission: 'manage_content', section: 'testimonials' },
  'PATCH /api/catalogue/staff/testimonials/:id': { permission: 'manage_content', section: 'testimonials' },
  'DELETE /api/catalogue/staff/testimonials/:id': { permission: 'manage_content', section: 'testimonials' },
  // Site settings and SEO (decision 038): admins and super_admins only.
  'GET /api/settings/staff/general': { permission: 'manage_system_settings', section: 'settings' },
  'PUT /api/settings/staff/general': { permission: 'manage_system_settings', section: 'settings' },
  'PUT /api/settings/staff/general/:key': { permission: 'manage_system_settings', section: 'settings' },
  'GET /api/settings/staff/seo': { permission: 'manage_system_settings', section: 'seo' },
  'PUT /api/settings/staff/seo': { permission: 'manage_system_settings', section: 'seo' },
  'PUT /api/settings/staff/seo/:key': { permission: 'manage_system_settings', section: 'seo' },
  'GET /api/coupons/staff': { permission: 'view_reports', section: 'coupons' },
  'GET /api/coupons/staff/:id': { permission: 'view_reports', section: 'coupons' },
  'POST /api/coupons/staff': { permission: 'manage_system_settings', section: 'coupons' },
  'PATCH /api/coupons/staff/:id': { permission: 'manage_system_settings', section: 'coupons' },
  'DELETE /api/coupons/staff/:id': { permission: 'manage_system_settings', section: 'coupons' },
  // Sending coupons by WhatsApp (decision 044): admins and super_admins, like every coupon write.
  'GET /api/coupons/sending/coupons': { permission: 'manage_system_settings', section: 'coupons' },
  'GET /api/coupons/sending/stores': { permission: 'manage_system_settings', section: 'coupons' },
  'GET /api/coupons/sending/customers': { permission: 'manage_system_settings', section: 'coupons' },
  'POST /api/coupons/sending/preview': { permission: 'manage_system_settings', section: 'coupons' },
  'POST /api/coupons/sending/send': { permission: 'manage_system_settings', section: 'coupons' },
  'GET /api/coupons/sending/jobs': { permission: 'manage_system_settings', section: 'coupons' },
  'POST /api/coupons/sending/jobs': { permission: 'manage_system_settings', section: 'coupons' },
  'GET /api/coupons/sending/jobs/:id': { permission: 'manage_system_settings', section: 'coupons' },
  'POST /api/coupons/sending/jobs/:id/cancel': { permission: 'manage_system_settings', section: 'coupons' },
  // The message desk (decision 043): reading is view_logs; sending again changes what the shop
  // sends, an admin's system setting (manage_system_settings). Both held by admin and super_admin.
  'GET /api/messages/staff': { permission: 'view_logs', section: 'messages' },
  'GET /api/messages/staff/health': { permission: 'view_logs', section: 'messages' },
  'GET /api/messages/staff/:id': { permission: 'view_logs', section: 'messages' },
  'POST /api/messages/staff/retry': { permission: 'manage_system_settings', section: 'messages' },
  'POST /api/messages/staff/:id/retry': { permission: 'manage_system_settings', section: 'messages' },
  // The dashboard (decision 046): a manager's figures are their own store's, set on the server.
  'GET /api/reports/staff/today': { permission: 'view_reports', section: 'dashboard' },
  'GET /api/reports/staff/charts': { permission: 'view_reports', section: 'dashboard' },
  // CSV exports (decision 046): admins and super_admins (export_data), each filtered like its list.
  'GET /api/reports/staff/export/orders': { permission: 'export_data', section: 'exports' },
  'GET /api/reports/staff/export/order-lines': { permission: 'export_data', section: 'exports' },
  'GET /api/reports/staff/export/customers': { permission: 'export_data', section: 'exports' },
  'GET /api/reports/staff/export/products': { permission: 'export_data', section: 'exports' },
  'GET /api/reports/staff/export/coupons': { permission: 'export_data', section: 'exports' },
  // The audit viewer (decision 046): super_admin only (view_audit_logs).
  'GET /api/audit/staff': { permission: 'view_audit_logs', section: 'auditLog' },
  // The recent server errors (decision 053): admins and super_admins (view_logs).
  'GET /api/logs/staff/errors': { permission: 'view_logs', section: 'serverErrors' },
} as const satisfies Record<`${Method} /api/${string}`, { permission: Permission; section: AdminSectionId }>;

export type StaffRoute = keyof typeof STAFF_ROUTES;
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
