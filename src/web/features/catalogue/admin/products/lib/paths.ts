import { ADMIN_SECTIONS } from '../../../../../../shared/permissions/admin-sections';

/** The products section's pages (the section path lives in the admin table, decision 028). */
const base = ADMIN_SECTIONS.products.path;
export const productPaths = {
  list: base,
  create: `${base}/novo`,
  edit: (id: string) => `${base}/${encodeURIComponent(id)}`,
} as const;

/** Relative to the panel's `/admin/*` route. */
export const productPatterns = {
  list: ADMIN_SECTIONS.products.segment,
  create: `${ADMIN_SECTIONS.products.segment}/novo`,
  edit: `${ADMIN_SECTIONS.products.segment}/:id`,
} as const;
