import { defineAdminSection } from '../permissions/admin-section';

/** The catalogue's staff routes, all under one prefix whichever section calls them. */
const apiPrefixes = ['/api/catalogue/staff'];

/**
 * Products (decision 030): operators read them (view_products, decision 070); managers edit;
 * creating, duplicating and deleting are admin+. Managers edit their products' pictures; admins
 * hold manage_products too, for banners (decision 029).
 */
export const productsSection = defineAdminSection({
  id: 'products',
  segment: 'produtos',
  permission: 'view_products',
  apiPrefixes: [...apiPrefixes, '/api/media/staff'],
  routes: {
    'GET /api/catalogue/staff/products': 'view_products',
    'GET /api/catalogue/staff/products/:id': 'view_products',
    'PATCH /api/catalogue/staff/products/:id': 'manage_products',
    'POST /api/catalogue/staff/products': 'manage_all_products',
    'POST /api/catalogue/staff/products/:id/duplicate': 'manage_all_products',
    'DELETE /api/catalogue/staff/products/:id': 'manage_all_products',
    'GET /api/catalogue/staff/extras': 'view_products',
    'POST /api/catalogue/staff/extras': 'manage_all_products',
    'PATCH /api/catalogue/staff/extras/:id': 'manage_all_products',
    'DELETE /api/catalogue/staff/extras/:id': 'manage_all_products',
    'POST /api/media/staff/pictures': 'manage_products',
  },
});

/** The whole catalogue's categories: "meant for admins" (SPEC §6), a permission a manager lacks. */
export const categoriesSection = defineAdminSection({
  id: 'categories',
  segment: 'categorias',
  permission: 'manage_all_products',
  apiPrefixes,
  routes: {
    'GET /api/catalogue/staff/categories': 'manage_all_products',
    'POST /api/catalogue/staff/categories': 'manage_all_products',
    'PUT /api/catalogue/staff/categories/order': 'manage_all_products',
    'PATCH /api/catalogue/staff/categories/:id': 'manage_all_products',
    'DELETE /api/catalogue/staff/categories/:id': 'manage_all_products',
  },
});

/** The home's banners: "meant for admins" (SPEC §6). */
export const bannersSection = defineAdminSection({
  id: 'banners',
  segment: 'banners',
  permission: 'manage_system_settings',
  apiPrefixes,
  routes: {
    'GET /api/catalogue/staff/banners': 'manage_system_settings',
    'POST /api/catalogue/staff/banners': 'manage_system_settings',
    'PUT /api/catalogue/staff/banners/order': 'manage_system_settings',
    'PATCH /api/catalogue/staff/banners/:id': 'manage_system_settings',
    'DELETE /api/catalogue/staff/banners/:id': 'manage_system_settings',
  },
});

/** What a manager looks after in the shop window: the home's sections (manage_content). */
export const homeSectionsSection = defineAdminSection({
  id: 'homeSections',
  segment: 'secoes',
  permission: 'manage_content',
  apiPrefixes,
  routes: {
    'GET /api/catalogue/staff/sections': 'manage_content',
    'PUT /api/catalogue/staff/sections/order': 'manage_content',
    'PATCH /api/catalogue/staff/sections/:key': 'manage_content',
  },
});

export const testimonialsSection = defineAdminSection({
  id: 'testimonials',
  segment: 'depoimentos',
  permission: 'manage_content',
  apiPrefixes,
  routes: {
    'GET /api/catalogue/staff/testimonials': 'manage_content',
    'POST /api/catalogue/staff/testimonials': 'manage_content',
    'PATCH /api/catalogue/staff/testimonials/:id': 'manage_content',
    'DELETE /api/catalogue/staff/testimonials/:id': 'manage_content',
    'POST /api/catalogue/staff/testimonials/import-google': 'manage_content',
  },
});

export const aboutSection = defineAdminSection({
  id: 'about',
  segment: 'sobre',
  permission: 'manage_content',
  apiPrefixes,
  routes: {
    'GET /api/catalogue/staff/about': 'manage_content',
    'PUT /api/catalogue/staff/about': 'manage_content',
  },
});

/** The price and stock grid and its CSV import (decision 052): managers too, like products. */
export const bulkSection = defineAdminSection({
  id: 'bulk',
  segment: 'grade',
  permission: 'manage_products',
  apiPrefixes: ['/api/catalogue-bulk/staff'],
  routes: {
    'GET /api/catalogue-bulk/staff/grid': 'manage_products',
    'PUT /api/catalogue-bulk/staff/grid': 'manage_products',
    'POST /api/catalogue-bulk/staff/import/dry-run': 'manage_products',
    'POST /api/catalogue-bulk/staff/import/apply': 'manage_products',
  },
});
