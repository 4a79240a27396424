import { Image, Info, LayoutList, MessageSquareQuote, Package, Sheet, Tags } from 'lucide-react';
import {
  aboutSection,
  bannersSection,
  bulkSection,
  categoriesSection,
  homeSectionsSection,
  productsSection,
  testimonialsSection,
} from '@/shared/catalogue/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { bulkPages } from './bulk/paths';
import { productPages } from './products/lib/paths';

export const productsScreen = defineAdminScreen(productsSection, {
  icon: Package,
  title: 'sections.products.title',
  description: 'sections.products.description',
  namespace: 'productsAdmin',
  pages: [
    { path: '', load: () => import('./products-page') },
    {
      path: productPages.create,
      load: () => import('./product-editor-page'),
      crumb: 'sections.products.new',
    },
    {
      path: productPages.edit,
      load: () => import('./product-editor-page'),
      crumb: 'sections.products.item',
    },
  ],
});

export const categoriesScreen = defineAdminScreen(categoriesSection, {
  icon: Tags,
  title: 'sections.categories.title',
  description: 'sections.categories.description',
  namespace: 'categories',
  pages: [{ path: '', load: () => import('./categories-page') }],
});

export const bannersScreen = defineAdminScreen(bannersSection, {
  icon: Image,
  title: 'sections.banners.title',
  description: 'sections.banners.description',
  namespace: 'content',
  pages: [{ path: '', load: () => import('./banners-page') }],
});

export const homeSectionsScreen = defineAdminScreen(homeSectionsSection, {
  icon: LayoutList,
  title: 'sections.homeSections.title',
  description: 'sections.homeSections.description',
  namespace: 'content',
  pages: [{ path: '', load: () => import('./home-sections-page') }],
});

export const testimonialsScreen = defineAdminScreen(testimonialsSection, {
  icon: MessageSquareQuote,
  title: 'sections.testimonials.title',
  description: 'sections.testimonials.description',
  namespace: 'content',
  pages: [{ path: '', load: () => import('./testimonials-page') }],
});

export const aboutScreen = defineAdminScreen(aboutSection, {
  icon: Info,
  title: 'sections.about.title',
  description: 'sections.about.description',
  namespace: 'content',
  pages: [{ path: '', load: () => import('./about-page') }],
});

export const bulkScreen = defineAdminScreen(bulkSection, {
  icon: Sheet,
  title: 'sections.bulk.title',
  description: 'sections.bulk.description',
  namespace: 'catalogueBulk',
  pages: [
    { path: '', load: () => import('./bulk-grid-page') },
    { path: bulkPages.import, load: () => import('./bulk-import-page'), crumb: 'sections.bulk.import' },
  ],
});
