import { type HomeAnchor, paths } from '@/shared/routes';

/** Header and bottom-bar links (SPEC §2.3, §2.5); labels are keys of the layout dictionary. */
export const MAIN_ANCHORS: {
  anchor: HomeAnchor | 'top';
  label: 'home' | 'categories' | 'featured' | 'offers';
}[] = [
  { anchor: 'top', label: 'home' },
  { anchor: 'nossas_categorias', label: 'categories' },
  { anchor: 'produtos_destaque', label: 'featured' },
  { anchor: 'promocoes', label: 'offers' },
];

/** The "Menu" dropdown and the drawer's extra links. */
export const MENU_ANCHORS: { anchor: HomeAnchor | 'about'; label: 'cuts' | 'testimonials' | 'about' }[] = [
  { anchor: 'cortes_brasileiros_v2', label: 'cuts' },
  { anchor: 'testimonials', label: 'testimonials' },
  { anchor: 'about', label: 'about' },
];

/** Pages at the end of the "Menu" dropdown and the drawer: every product, then the shoes (DESIGN §4). */
export const MENU_PAGES: { to: string; label: 'products' | 'cleats' | 'sneakers' }[] = [
  { to: paths.products, label: 'products' },
  { to: paths.cleats, label: 'cleats' },
  { to: paths.sneakers, label: 'sneakers' },
];
