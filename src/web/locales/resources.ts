import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { legal as enLegal } from './en/legal';
import { pages as enPages } from './en/pages';
import { common } from './pt-BR/common';
import { home } from './pt-BR/home';
import { layout } from './pt-BR/layout';
import { legal } from './pt-BR/legal';
import { pages } from './pt-BR/pages';

/** One namespace per feature; en mirrors pt-BR key for key (checked by the type and by a test). */
export const resources = {
  'pt-BR': { common, layout, home, pages, legal },
  en: { common: enCommon, layout: enLayout, home: enHome, pages: enPages, legal: enLegal },
} as const;

export const namespaces = ['common', 'layout', 'home', 'pages', 'legal'] as const;
export type Namespace = (typeof namespaces)[number];
