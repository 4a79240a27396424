import { describe, expect, it } from 'vitest';
import { paths } from '../routes';
import {
  ADMIN_SECTION_IDS,
  ADMIN_SECTIONS,
  type AdminSectionId,
  mayCallStaffRoute,
  mayUseSection,
  STAFF_API_PREFIXES,
  STAFF_ROUTE_KEYS,
  STAFF_ROUTES,
  sectionAt,
  sectionsFor,
} from './admin-sections';
import { ROLES } from './roles';

/** The sections each role sees, written out from SPEC §6 and decision 028. */
const SEEN: Record<string, AdminSectionId[]> = {
  super_admin: ADMIN_SECTION_IDS,
  admin: ADMIN_SECTION_IDS.filter((id) => id !== 'auditLog'),
  // Coupons: a manager reads them (view_reports), only admins write them (decision 039).
  manager: [
    'dashboard',
    'orders',
    'campaigns',
    'products',
    'bulk',
    'homeSections',
    'testimonials',
    'about',
    'users',
    'stores',
    'coupons',
  ],
  gerente: [
    'dashboard',
    'orders',
    'campaigns',
    'products',
    'bulk',
    'homeSections',
    'testimonials',
    'about',
    'users',
    'stores',
    'coupons',
  ],
  // The order desk and the products, read only: what view_orders, manage_orders and view_products
  // open (issue 34, decision 070).
  // Pre-orders (decision 093): their campaigns and production lists, with view_orders.
  operator: ['orders', 'campaigns', 'products'],
  customer: [],
  cliente: [],
  '': [],
};

describe('admin sections (decision 028)', () => {
  it.each(Object.entries(SEEN))('%s sees %j', (role, sections) => {
    expect(sectionsFor(role)).toEqual(sections);
  });

  it('admin-only sections are those SPEC §6 means for admins', () => {
    const adminOnly = ADMIN_SECTION_IDS.filter(
      (id) => mayUseSection('admin', id) && !mayUseSection('manager', id),
    );
    // Invitations give manager and admin roles (manage_gerentes, decision 036); the message desk
    // reads the shop's log of what it sent (view_logs, decision 043); exports (decision 046); the
    // recent server errors (view_logs, decision 053); the integrations (decision 076); sales tax
    // (the settings' permission, decision 079).
    expect(adminOnly).toEqual([
      'categories',
      'banners',
      'invitations',
      'settings',
      'tax',
      'seo',
      'integrations',
      'messages',
      'serverErrors',
      'exports',
    ]);
  });

  it.each(ADMIN_SECTION_IDS)('%s: its path is the panel path plus its segment', (id) => {
    const { path, segment } = ADMIN_SECTIONS[id];
    expect(path).toBe(`${paths.admin}/${segment}`);
    expect(sectionAt(path)).toBe(id);
    expect(sectionAt(`${path}/`)).toBe(id);
    expect(sectionAt(`${path}/abc`)).toBe(id);
  });

  it('the order desk keeps its path of decision 021', () => {
    expect(ADMIN_SECTIONS.orders.path).toBe(paths.adminOrders);
  });

  it.each([paths.admin, '/admin/relatorios', '/admin/pedidosx', '/pedidos'])(
    '%s belongs to no section',
    (path) => {
      expect(sectionAt(path)).toBeNull();
    },
  );
});

describe('staff routes', () => {
  it.each(STAFF_ROUTE_KEYS)('%s: whoever may call it may open its section', (route) => {
    for (const role of ROLES) {
      if (mayCallStaffRoute(role, route))
        expect(mayUseSection(role, STAFF_ROUTES[route].section), role).toBe(true);
    }
  });

  it('orders: managers and operators view and move them; customers nothing', () => {
    expect(mayCallStaffRoute('manager', 'POST /api/orders/staff/:id/status')).toBe(true);
    expect(mayCallStaffRoute('operator', 'GET /api/orders/staff')).toBe(true);
    expect(mayCallStaffRoute('operator', 'POST /api/orders/staff/:id/weights')).toBe(true);
    expect(mayCallStaffRoute('customer', 'GET /api/orders/staff')).toBe(false);
  });

  it('products: an operator reads them; changing them takes manage_products', () => {
    expect(mayCallStaffRoute('operator', 'GET /api/catalogue/staff/products')).toBe(true);
    expect(mayCallStaffRoute('operator', 'GET /api/catalogue/staff/products/:id')).toBe(true);
    expect(mayCallStaffRoute('operator', 'GET /api/catalogue/staff/extras')).toBe(true);
    expect(mayCallStaffRoute('operator', 'PATCH /api/catalogue/staff/products/:id')).toBe(false);
    expect(mayCallStaffRoute('operator', 'POST /api/media/staff/pictures')).toBe(false);
    expect(mayCallStaffRoute('manager', 'PATCH /api/catalogue/staff/products/:id')).toBe(true);
  });
});

describe("the table is assembled from the sections' declarations (decision 069)", () => {
  const declared = Object.values(ADMIN_SECTIONS);
  /** The values found more than once. */
  const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

  it('each section is declared once, under its own id, with a page of its own', () => {
    expect(declared.map((s) => s.id)).toEqual(ADMIN_SECTION_IDS);
    for (const id of ADMIN_SECTION_IDS) expect(ADMIN_SECTIONS[id].id).toBe(id);
    expect(repeated(declared.map((s) => s.segment))).toEqual([]);
  });

  it('the navigation keeps its order', () => {
    expect(ADMIN_SECTION_IDS).toEqual([
      'dashboard',
      'orders',
      'campaigns',
      'products',
      'bulk',
      'categories',
      'banners',
      'homeSections',
      'testimonials',
      'about',
      'users',
      'invitations',
      'stores',
      'coupons',
      'settings',
      'tax',
      'seo',
      'integrations',
      'messages',
      'serverErrors',
      'exports',
      'auditLog',
    ]);
  });

  it('every declared route is in STAFF_ROUTES exactly once, with its own section and permission', () => {
    const routes = declared.flatMap((s) => Object.keys(s.routes));
    expect(repeated(routes)).toEqual([]);
    expect([...STAFF_ROUTE_KEYS].sort()).toEqual([...routes].sort());
    for (const section of declared)
      for (const [route, permission] of Object.entries(section.routes))
        expect(STAFF_ROUTES[route as keyof typeof STAFF_ROUTES], route).toEqual({
          permission,
          section: section.id,
        });
  });

  it.each(STAFF_ROUTE_KEYS)('%s names a declared section', (route) => {
    expect(ADMIN_SECTION_IDS).toContain(STAFF_ROUTES[route].section);
  });

  it.each(ADMIN_SECTION_IDS)(
    '%s: its routes lie under its own API prefixes, all in the staff prefixes',
    (id) => {
      const { routes, apiPrefixes } = ADMIN_SECTIONS[id];
      for (const prefix of apiPrefixes) expect(STAFF_API_PREFIXES).toContain(prefix);
      for (const route of Object.keys(routes)) {
        const path = route.split(' ')[1]!;
        expect(
          apiPrefixes.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)),
          route,
        ).toBe(true);
      }
    },
  );

  it("the staff prefixes are the sections' own and /api/admin/, each once", () => {
    expect(repeated(STAFF_API_PREFIXES)).toEqual([]);
    expect(new Set(STAFF_API_PREFIXES)).toEqual(
      new Set(['/api/admin/', ...declared.flatMap((s) => s.apiPrefixes)]),
    );
  });
});
