import { describe, expect, it } from 'vitest';
import { paths } from '../routes';
import {
  ADMIN_SECTION_IDS,
  ADMIN_SECTIONS,
  type AdminSectionId,
  mayCallStaffRoute,
  mayUseSection,
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
    'products',
    'bulk',
    'homeSections',
    'testimonials',
    'about',
    'users',
    'stores',
    'coupons',
  ],
  // Holds view_orders, but has no panel (SPEC §6 route access).
  operator: [],
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
    // recent server errors (view_logs, decision 053).
    expect(adminOnly).toEqual([
      'categories',
      'banners',
      'invitations',
      'settings',
      'seo',
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

  it('orders: managers view and move them; operators and customers nothing', () => {
    expect(mayCallStaffRoute('manager', 'POST /api/orders/staff/:id/status')).toBe(true);
    expect(mayCallStaffRoute('operator', 'GET /api/orders/staff')).toBe(false);
    expect(mayCallStaffRoute('customer', 'GET /api/orders/staff')).toBe(false);
  });
});
