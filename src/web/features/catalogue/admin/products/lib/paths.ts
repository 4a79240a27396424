import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';

/** The products section's pages below its own, relative to it (declared in ../../section.tsx). */
export const productPages = { create: 'novo', edit: ':id' } as const;

const base = ADMIN_SECTIONS.products.path;
export const productPaths = {
  list: base,
  create: `${base}/${productPages.create}`,
  edit: (id: string) => `${base}/${encodeURIComponent(id)}`,
} as const;
