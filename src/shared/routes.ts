/** Every page path of SPEC §2.1 (and DESIGN §4), shared by the router and the server's 404 status. */
export const paths = {
  home: '/',
  products: '/produtos',
  cleats: '/chuteiras',
  sneakers: '/tenis',
  /** The whole catalogue's search (`?q=`, decision 113): the header's and the drawer's form go here. */
  search: '/busca',
  category: (slug: string) => `/categoria/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/produto/${encodeURIComponent(slug)}`,
  about: '/about',
  /** A holiday pre-order's page (issue 41). */
  preorder: (slug: string) => `/encomendas/${encodeURIComponent(slug)}`,
  statusPage: '/teste-acougue',
  exampleCart: '/CarrinhoExemplo',
  profile: '/profile',
  orders: '/orders',
  cart: '/cart',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  myOrders: '/meus-pedidos',
  /** A guest's order, opened by the signed link of her confirmation (`?token=`, decision 096). */
  guestOrder: '/pedido',
  auth: '/auth',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  welcome: '/auth/welcome',
  confirmEmail: '/auth/confirm-email',
  unlock: '/auth/unlock',
  /** The staff second factor's required set-up (decision 089). */
  factorSetup: '/auth/two-step',
  unauthorized: '/unauthorized',
  acceptInvitation: '/accept-invitation',
  admin: '/admin',
  adminOrders: '/admin/pedidos',
  adminOrder: (id: string) => `/admin/pedidos/${encodeURIComponent(id)}`,
  // The panel's other sections: their paths are in the admin table (permissions/admin-sections.ts),
  // out of the storefront's first load.
  customer: '/customer',
} as const;

/** The router's patterns for the paths above that take a parameter, and the panel's own sections. */
export const routePatterns = {
  category: '/categoria/:slug',
  product: '/produto/:slug',
  preorder: '/encomendas/:slug',
  /** Relative to the panel's `${paths.admin}/*` route (decision 021). */
  adminOrders: 'pedidos',
  adminOrder: 'pedidos/:id',
} as const;

/** Home-page anchors of SPEC §2.1, in page order. */
export const HOME_ANCHORS = [
  'nossas_categorias',
  'produtos_destaque',
  'promocoes',
  'cortes_brasileiros_v2',
  'testimonials',
] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

const STATIC_PATHS = new Set(
  Object.values(paths)
    .filter((p): p is Extract<(typeof paths)[keyof typeof paths], string> => typeof p === 'string')
    .map((p) => p.toLowerCase()),
);
const PREFIXES = ['/categoria/', '/produto/', '/encomendas/', '/admin/'];

/** True when the web app has a page for this path; anything else is the not-found page (HTTP 404). */
export function isKnownPagePath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (STATIC_PATHS.has(clean.toLowerCase())) return true;
  return PREFIXES.some((prefix) => clean.startsWith(prefix) && clean.length > prefix.length);
}
