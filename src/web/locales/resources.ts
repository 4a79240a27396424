import { common as enCommon } from './en/common';
import { home as enHome } from './en/home';
import { layout as enLayout } from './en/layout';
import { pages as enPages } from './en/pages';
import { common } from './pt-BR/common';
import { home } from './pt-BR/home';
import { layout } from './pt-BR/layout';
import { pages } from './pt-BR/pages';

/** One namespace per feature; en mirrors pt-BR key for key (checked by the type and by a test). */
export const resources = {
  'pt-BR': { common, layout, home, pages },
  en: { common: enCommon, layout: enLayout, home: enHome, pages: enPages },
} as const;

export const namespaces = ['common', 'layout', 'home', 'pages'] as const;
export type Namespace = (typeof namespaces)[number];
