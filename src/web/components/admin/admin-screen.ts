import type { ParseKeys } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminSectionDeclaration } from '@/shared/permissions/admin-section';
import type { AdminSectionId } from '@/shared/permissions/admin-sections';
import type { LazyResources } from '@/web/locales/resources';

/** One page of a section, loaded when first opened (each page is a chunk of its own). */
export type AdminPage = {
  /** Relative to the section's own page: `''` is that page (the one the navigation opens), then `novo`, `:id`… */
  path: string;
  /** `() => import('./coupons-page')`: the page module, with the page as its default export. */
  load: () => Promise<{ default: ComponentType }>;
  /** The last breadcrumb of a page below the section's own page (an order): a key of the admin dictionary. */
  crumb?: ParseKeys<'admin'>;
};

/**
 * The web's half of an admin section (decision 069), declared beside its screens in
 * `features/<domain>/admin/section.tsx`: the shared declaration (id, page, permission, staff API
 * routes) extended with what only the browser needs. The panel (app/routes/admin/) draws its
 * navigation, home tiles, routes and breadcrumbs from these; who may open a section is the shared
 * declaration's business.
 */
export type AdminScreen = AdminSectionDeclaration<AdminSectionId> & {
  icon: LucideIcon;
  /** The navigation's label and the home tile's title (the admin dictionary, loaded with the panel). */
  title: ParseKeys<'admin'>;
  /** The home tile's line under the title. */
  description: ParseKeys<'admin'>;
  /** The dictionary the section's screens speak; they register it when they load (decision 004). */
  namespace: keyof LazyResources;
  /** The section's pages, its own first. */
  pages: readonly [AdminPage & { path: '' }, ...AdminPage[]];
  /**
   * What the section adds to the panel's home for those who may open it: a `notice` above
   * everything else (the message desk's provider warning) or a `panel` before the shortcuts (the
   * dashboard, loaded on its own).
   */
  home?: { place: 'notice' | 'panel'; Component: ComponentType };
};

/** Declares a section's screens: its shared declaration and the web's own fields, in one object. */
export function defineAdminScreen<const S extends AdminSectionDeclaration<AdminSectionId>>(
  section: S,
  screen: Omit<AdminScreen, keyof AdminSectionDeclaration>,
): S & AdminScreen {
  return { ...section, ...screen };
}

/** A page's route pattern relative to the panel's `/admin/*` route (`cupons/:id`). */
export const pagePattern = (screen: AdminScreen, page: AdminPage) =>
  page.path ? `${screen.segment}/${page.path}` : screen.segment;

const loaded = new WeakMap<AdminPage, LazyExoticComponent<ComponentType>>();
/**
 * The page's component, made once per declared page: two pages of one module (a new coupon and a
 * coupon) stay two components, so React starts the page afresh when one leads to the other.
 */
export function lazyPage(page: AdminPage): LazyExoticComponent<ComponentType> {
  let Page = loaded.get(page);
  if (!Page) {
    Page = lazy(page.load);
    loaded.set(page, Page);
  }
  return Page;
}
