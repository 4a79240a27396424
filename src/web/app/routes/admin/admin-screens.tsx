import type { ParseKeys } from 'i18next';
import {
  ChartColumn,
  ClipboardList,
  Download,
  History,
  Image,
  Inbox,
  Info,
  LayoutList,
  type LucideIcon,
  MailPlus,
  MapPin,
  MessageSquareQuote,
  Package,
  Search,
  ServerCrash,
  Settings,
  Sheet,
  Tags,
  TicketPercent,
  Users,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import {
  ADMIN_SECTIONS,
  type AdminSectionId,
  BULK_IMPORT_SEGMENT,
  mayUseSection,
  PRIVACY_REQUESTS_SEGMENT,
} from '../../../../shared/permissions/admin-sections';
import { routePatterns } from '../../../../shared/routes';

export type AdminScreenRoute = {
  /** Relative to the panel's `/admin/*` route: a `routePatterns.admin…` value. */
  path: string;
  /** The page, loaded when first opened (each section is a chunk of its own). */
  Page: LazyExoticComponent<ComponentType>;
  /** The last breadcrumb of a page below the section's own page (an order): a key of the admin dictionary. */
  crumb?: ParseKeys<'admin'>;
};

/**
 * A section that has a screen: the shared table's entry (its permission, path and title come from
 * `ADMIN_SECTIONS[section]` and the admin dictionary's `sections.<id>`) paired with its icon and
 * its pages. The first route is the section's own page, the one the navigation links to.
 */
export type AdminScreen = {
  section: AdminSectionId;
  icon: LucideIcon;
  routes: readonly [AdminScreenRoute, ...AdminScreenRoute[]];
};

/**
 * The panel's screens, in the navigation's order (decision 028). A feature's staff screen joins
 * the panel with one entry here; who may open it is the shared table's business, not this list's.
 */
export const adminScreens: readonly AdminScreen[] = [
  {
    section: 'dashboard',
    icon: ChartColumn,
    routes: [
      {
        path: ADMIN_SECTIONS.dashboard.segment,
        Page: lazy(() => import('../../../features/reports/admin/dashboard-page')),
      },
    ],
  },
  {
    section: 'orders',
    icon: ClipboardList,
    routes: [
      {
        path: routePatterns.adminOrders,
        Page: lazy(() => import('../../../features/orders/admin/orders-desk')),
      },
      {
        path: routePatterns.adminOrder,
        Page: lazy(() => import('../../../features/orders/admin/order-desk-detail')),
        crumb: 'sections.orders.item',
      },
    ],
  },
  {
    section: 'products',
    icon: Package,
    routes: [
      {
        path: ADMIN_SECTIONS.products.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/products-page')),
      },
      {
        path: `${ADMIN_SECTIONS.products.segment}/novo`,
        Page: lazy(() => import('../../../features/catalogue/admin/product-editor-page')),
        crumb: 'sections.products.new',
      },
      {
        path: `${ADMIN_SECTIONS.products.segment}/:id`,
        Page: lazy(() => import('../../../features/catalogue/admin/product-editor-page')),
        crumb: 'sections.products.item',
      },
    ],
  },
  {
    section: 'bulk',
    icon: Sheet,
    routes: [
      {
        path: ADMIN_SECTIONS.bulk.segment,
        Page: lazy(() => import('../../../features/catalogue-bulk/admin/grid-page')),
      },
      {
        path: `${ADMIN_SECTIONS.bulk.segment}/${BULK_IMPORT_SEGMENT}`,
        Page: lazy(() => import('../../../features/catalogue-bulk/admin/import-page')),
        crumb: 'sections.bulk.import',
      },
    ],
  },
  {
    section: 'categories',
    icon: Tags,
    routes: [
      {
        path: ADMIN_SECTIONS.categories.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/categories-page')),
      },
    ],
  },
  {
    section: 'banners',
    icon: Image,
    routes: [
      {
        path: ADMIN_SECTIONS.banners.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/banners-page')),
      },
    ],
  },
  {
    section: 'homeSections',
    icon: LayoutList,
    routes: [
      {
        path: ADMIN_SECTIONS.homeSections.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/home-sections-page')),
      },
    ],
  },
  {
    section: 'testimonials',
    icon: MessageSquareQuote,
    routes: [
      {
        path: ADMIN_SECTIONS.testimonials.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/testimonials-page')),
      },
    ],
  },
  {
    section: 'about',
    icon: Info,
    routes: [
      {
        path: ADMIN_SECTIONS.about.segment,
        Page: lazy(() => import('../../../features/catalogue/admin/about-page')),
      },
    ],
  },
  {
    section: 'users',
    icon: Users,
    routes: [
      {
        path: ADMIN_SECTIONS.users.segment,
        Page: lazy(() => import('../../../features/auth/admin/users-page')),
      },
      {
        path: `${ADMIN_SECTIONS.users.segment}/${PRIVACY_REQUESTS_SEGMENT}`,
        Page: lazy(() => import('../../../features/auth/admin/privacy-requests-page')),
        crumb: 'sections.users.privacy',
      },
      {
        path: `${ADMIN_SECTIONS.users.segment}/:id`,
        Page: lazy(() => import('../../../features/auth/admin/user-detail-page')),
        crumb: 'sections.users.item',
      },
    ],
  },
  {
    section: 'invitations',
    icon: MailPlus,
    routes: [
      {
        path: ADMIN_SECTIONS.invitations.segment,
        Page: lazy(() => import('../../../features/auth/admin/invitations-page')),
      },
    ],
  },
  {
    section: 'stores',
    icon: MapPin,
    routes: [
      {
        path: ADMIN_SECTIONS.stores.segment,
        Page: lazy(() => import('../../../features/stores/admin/stores-page')),
      },
      {
        path: `${ADMIN_SECTIONS.stores.segment}/:id`,
        Page: lazy(() => import('../../../features/stores/admin/store-page')),
        crumb: 'sections.stores.item',
      },
    ],
  },
  {
    section: 'coupons',
    icon: TicketPercent,
    routes: [
      {
        path: ADMIN_SECTIONS.coupons.segment,
        Page: lazy(() => import('../../../features/coupons/admin/coupons-page')),
      },
      {
        path: `${ADMIN_SECTIONS.coupons.segment}/novo`,
        Page: lazy(() => import('../../../features/coupons/admin/coupon-page')),
        crumb: 'sections.coupons.new',
      },
      {
        path: `${ADMIN_SECTIONS.coupons.segment}/enviar`,
        Page: lazy(() => import('../../../features/coupons/admin/send-page')),
        crumb: 'sections.coupons.send',
      },
      {
        path: `${ADMIN_SECTIONS.coupons.segment}/envios/:id`,
        Page: lazy(() => import('../../../features/coupons/admin/send-job-page')),
        crumb: 'sections.coupons.job',
      },
      {
        path: `${ADMIN_SECTIONS.coupons.segment}/:id`,
        Page: lazy(() => import('../../../features/coupons/admin/coupon-page')),
        crumb: 'sections.coupons.item',
      },
    ],
  },
  {
    section: 'settings',
    icon: Settings,
    routes: [
      {
        path: ADMIN_SECTIONS.settings.segment,
        Page: lazy(() => import('../../../features/settings/admin/settings-page')),
      },
    ],
  },
  {
    section: 'seo',
    icon: Search,
    routes: [
      {
        path: ADMIN_SECTIONS.seo.segment,
        Page: lazy(() => import('../../../features/settings/admin/seo-page')),
      },
    ],
  },
  {
    section: 'messages',
    icon: Inbox,
    routes: [
      {
        path: ADMIN_SECTIONS.messages.segment,
        Page: lazy(() => import('../../../features/messages/admin/messages-page')),
      },
    ],
  },
  {
    section: 'serverErrors',
    icon: ServerCrash,
    routes: [
      {
        path: ADMIN_SECTIONS.serverErrors.segment,
        Page: lazy(() => import('../../../features/logs/admin/server-errors-page')),
      },
    ],
  },
  {
    section: 'exports',
    icon: Download,
    routes: [
      {
        path: ADMIN_SECTIONS.exports.segment,
        Page: lazy(() => import('../../../features/reports/admin/exports-page')),
      },
    ],
  },
  {
    section: 'auditLog',
    icon: History,
    routes: [
      {
        path: ADMIN_SECTIONS.auditLog.segment,
        Page: lazy(() => import('../../../features/audit/admin/audit-page')),
      },
    ],
  },
];

/** The screens a role may open, in order: what its navigation and its home list. */
export function screensFor(
  role: string | null | undefined,
  screens: readonly AdminScreen[] = adminScreens,
): AdminScreen[] {
  return screens.filter((screen) => mayUseSection(role, screen.section));
}
