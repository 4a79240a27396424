// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SECTION_IDS,
  ADMIN_SECTIONS,
  STAFF_ROUTE_KEYS,
  STAFF_ROUTES,
} from '@/shared/permissions/admin-sections';
import { paths, routePatterns } from '@/shared/routes';
import { mount } from '@/testing/dom';
import { type AdminScreen, pagePattern } from '@/web/components/admin/admin-screen';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
import { AdminRoutes } from './admin-routes';
import { adminScreens, declaredScreens, screensFor } from './admin-screens';

/**
 * The declared screens, with a stand-in for the categories screen (its real page needs the API);
 * the dashboard, exports, audit, stores, settings and SEO screens (which need the API too) are left out, and
 * checked on their own below (the dashboard on the home needs the API: the journey covers it).
 */
const screenOf = (id: string) => adminScreens.find((screen) => screen.id === id)!;
const categoriesStandIn: AdminScreen = {
  ...screenOf('categories'),
  pages: [{ path: '', load: async () => ({ default: () => <h1>Categorias (tela)</h1> }) }],
};
const withCategories: AdminScreen[] = adminScreens
  .filter(
    (screen) =>
      ![
        'dashboard',
        'exports',
        'auditLog',
        'serverErrors',
        'stores',
        'coupons',
        'settings',
        'tax',
        'seo',
        'integrations',
        'messages',
      ].includes(screen.id),
  )
  .map((screen) => (screen.id === 'categories' ? categoriesStandIn : screen));

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

async function open(path: string, role: string, screens: readonly AdminScreen[] = withCategories) {
  const queries = new QueryClient();
  // The tab title reads the settings; a cached answer keeps the test off the network.
  queries.setQueryData(settingsKeys.public(), { brandName: 'Casa' } as never);
  view = mount(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={`${paths.admin}/*`}
            element={
              <AdminRoutes
                person={{ name: 'Ana Souza', email: 'ana@example.com', role }}
                onSignOut={() => {}}
                screens={screens}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return view.container;
}

const navLinks = (root: HTMLElement) =>
  [...root.querySelectorAll('aside nav[aria-label="Seções do painel"] a')].map((a) => a.textContent?.trim());
const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent;

describe('the panel shows each role only its sections (decision 028)', () => {
  it('declares every screen under its section’s own path', () => {
    for (const screen of adminScreens) {
      const { segment } = ADMIN_SECTIONS[screen.id];
      expect(pagePattern(screen, screen.pages[0])).toBe(segment);
      for (const page of screen.pages) expect(pagePattern(screen, page).startsWith(segment)).toBe(true);
    }
  });

  it.each([
    [
      'super_admin',
      [
        'dashboard',
        'orders',
        'products',
        'bulk',
        'categories',
        'banners',
        'homeSections',
        'testimonials',
        'about',
        'users',
        'invitations',
        'stores',
        'coupons',
        'settings',
        'tax',
        'seo',
        'integrations',
        'messages',
        'serverErrors',
        'exports',
        'auditLog',
      ],
    ],
    [
      'admin',
      [
        'dashboard',
        'orders',
        'products',
        'bulk',
        'categories',
        'banners',
        'homeSections',
        'testimonials',
        'about',
        'users',
        'invitations',
        'stores',
        'coupons',
        'settings',
        'tax',
        'seo',
        'integrations',
        'messages',
        'serverErrors',
        'exports',
      ],
    ],
    [
      'manager',
      [
        'dashboard',
        'orders',
        'products',
        'bulk',
        'homeSections',
        'testimonials',
        'about',
        'users',
        'stores',
        'coupons',
      ],
    ],
    // The order desk and the products, read only (issue 34, decision 070).
    ['operator', ['orders', 'products']],
    ['customer', []],
  ])(
    '%s: the registered screens are %j (stores: view_stores, coupons: view_reports, a manager too; messages: view_logs)',
    (role, sections) => {
      expect(screensFor(role).map((s) => s.id)).toEqual(sections);
    },
  );

  it('the settings and SEO screens, each one page', () => {
    expect(
      adminScreens
        .filter((s) => s.id === 'settings' || s.id === 'seo')
        .map((s) => pagePattern(s, s.pages[0])),
    ).toEqual(['configuracoes', 'seo']);
  });

  it('the integrations screen, one page', () => {
    const integrations = screenOf('integrations');
    expect(integrations.pages.map((page) => pagePattern(integrations, page))).toEqual(['integracoes']);
  });

  it('the stores screens: the list, and one store with its crumb', () => {
    const stores = screenOf('stores');
    expect(stores.pages.map((p) => [pagePattern(stores, p), p.crumb])).toEqual([
      ['lojas', undefined],
      ['lojas/:id', 'sections.stores.item'],
    ]);
  });

  it('the coupons screens: the list, a new coupon, sending, a bulk send and one coupon, with their crumbs', () => {
    const coupons = screenOf('coupons');
    expect(coupons.pages.map((p) => [pagePattern(coupons, p), p.crumb])).toEqual([
      ['cupons', undefined],
      ['cupons/novo', 'sections.coupons.new'],
      ['cupons/enviar', 'sections.coupons.send'],
      ['cupons/envios/:id', 'sections.coupons.job'],
      ['cupons/:id', 'sections.coupons.item'],
    ]);
  });

  it.each([
    [
      'super_admin',
      [
        'orders',
        'products',
        'bulk',
        'categories',
        'banners',
        'homeSections',
        'testimonials',
        'about',
        'users',
        'invitations',
      ],
    ],
    [
      'admin',
      [
        'orders',
        'products',
        'bulk',
        'categories',
        'banners',
        'homeSections',
        'testimonials',
        'about',
        'users',
        'invitations',
      ],
    ],
    ['manager', ['orders', 'products', 'bulk', 'homeSections', 'testimonials', 'about', 'users']],
    ['gerente', ['orders', 'products', 'bulk', 'homeSections', 'testimonials', 'about', 'users']],
    ['customer', []],
    ['operator', ['orders', 'products']],
  ])('%s: screens %j', (role, sections) => {
    expect(screensFor(role, withCategories).map((s) => s.id)).toEqual(sections);
  });

  it('an admin: home, orders, the home content and categories in the navigation; shortcuts on the home', async () => {
    const root = await open(paths.admin, 'admin');
    expect(navLinks(root)).toEqual([
      'Início',
      'Pedidos',
      'Produtos',
      'Grade de preços e estoque',
      'Categorias',
      'Banners',
      'Seções da home',
      'Depoimentos',
      'Sobre nós',
      'Usuários',
      'Convites',
    ]);
    expect(heading(root)).toBe('Olá, Ana');
    const shortcuts = [...root.querySelectorAll('[aria-labelledby="admin-shortcuts"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(shortcuts).toEqual([
      paths.adminOrders,
      ADMIN_SECTIONS.products.path,
      ADMIN_SECTIONS.bulk.path,
      ADMIN_SECTIONS.categories.path,
      ADMIN_SECTIONS.banners.path,
      ADMIN_SECTIONS.homeSections.path,
      ADMIN_SECTIONS.testimonials.path,
      ADMIN_SECTIONS.about.path,
      ADMIN_SECTIONS.users.path,
      ADMIN_SECTIONS.invitations.path,
    ]);
    expect(root.textContent).toContain('ana@example.com');
    expect(root.textContent).toContain('Administrador');
  });

  it('an admin opens the categories screen', async () => {
    const root = await open(ADMIN_SECTIONS.categories.path, 'admin');
    expect(heading(root)).toBe('Categorias (tela)');
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('Categorias');
  });

  it('a manager: no categories link; its URL is "not allowed", with the way back', async () => {
    const root = await open(ADMIN_SECTIONS.categories.path, 'manager');
    expect(navLinks(root)).toEqual([
      'Início',
      'Pedidos',
      'Produtos',
      'Grade de preços e estoque',
      'Seções da home',
      'Depoimentos',
      'Sobre nós',
      'Usuários',
    ]);
    expect(heading(root)).toBe('Acesso restrito');
    expect(root.textContent).toContain('A seção “Categorias” não faz parte do seu perfil.');
    expect(root.querySelector(`a[href="${paths.admin}"].rounded-full`)?.textContent).toBe(
      'Voltar ao início do painel',
    );
  });

  it('an operator: the order desk and the products; the users area is "not allowed"', async () => {
    const root = await open(ADMIN_SECTIONS.users.path, 'operator');
    expect(navLinks(root)).toEqual(['Início', 'Pedidos', 'Produtos']);
    expect(heading(root)).toBe('Acesso restrito');
    expect(root.textContent).toContain('Operador');
  });

  it('a manager: a section without a screen that is not theirs is "not allowed" too', async () => {
    expect(heading(await open(ADMIN_SECTIONS.settings.path, 'manager'))).toBe('Acesso restrito');
  });

  it('an admin: the audit log (super_admin only) is "not allowed"; an unknown page is "not found"', async () => {
    expect(heading(await open(ADMIN_SECTIONS.auditLog.path, 'admin'))).toBe('Acesso restrito');
    view?.unmount();
    expect(heading(await open('/admin/relatorios', 'admin'))).toBe('Esta página do painel não existe.');
    view?.unmount();
    // A section the role may open but whose screen is not built yet.
    expect(heading(await open(ADMIN_SECTIONS.settings.path, 'admin'))).toBe(
      'Esta página do painel não existe.',
    );
  });
});

describe('each section is declared once, beside its feature (decision 069)', () => {
  const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

  it('every section of the permission table has one declared screen, in the table’s order', () => {
    const ids = declaredScreens.map((s) => s.id);
    expect(repeated(ids)).toEqual([]);
    expect([...ids].sort()).toEqual([...ADMIN_SECTION_IDS].sort());
    expect(adminScreens.map((s) => s.id)).toEqual(ADMIN_SECTION_IDS);
  });

  it.each(ADMIN_SECTION_IDS)('%s: the screen extends its shared declaration', (id) => {
    const screen = screenOf(id);
    const shared = ADMIN_SECTIONS[id];
    for (const key of Object.keys(shared) as (keyof typeof shared)[]) expect(screen[key]).toBe(shared[key]);
    expect(screen.title).toBe(`sections.${id}.title`);
    expect(screen.description).toBe(`sections.${id}.description`);
  });

  it('each staff API route names a section that has a screen', () => {
    const withScreen = new Set(declaredScreens.map((s) => s.id));
    expect(STAFF_ROUTE_KEYS.filter((route) => !withScreen.has(STAFF_ROUTES[route].section))).toEqual([]);
  });

  it('no two pages share a route; the order desk keeps its patterns of decision 021', () => {
    const patterns = adminScreens.flatMap((screen) => screen.pages.map((page) => pagePattern(screen, page)));
    expect(repeated(patterns)).toEqual([]);
    const orders = screenOf('orders');
    // The day and route sheets (decision 080) come before an order's page, whose :id they would match.
    expect(orders.pages.map((page) => pagePattern(orders, page))).toEqual([
      routePatterns.adminOrders,
      'pedidos/dia',
      'pedidos/rota',
      routePatterns.adminOrder,
    ]);
  });

  it('a super_admin’s navigation and home list every section once, in the table’s order', async () => {
    // Without what the sections add to the home (the provider notice and the dashboard call the API).
    const root = await open(
      paths.admin,
      'super_admin',
      adminScreens.map((screen) => ({ ...screen, home: undefined })),
    );
    const tiles = [...root.querySelectorAll('[aria-labelledby="admin-shortcuts"] a')];
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(
      ADMIN_SECTION_IDS.map((id) => ADMIN_SECTIONS[id].path),
    );
    expect(navLinks(root)).toEqual([
      'Início',
      'Painel',
      'Pedidos',
      'Produtos',
      'Grade de preços e estoque',
      'Categorias',
      'Banners',
      'Seções da home',
      'Depoimentos',
      'Sobre nós',
      'Usuários',
      'Convites',
      'Lojas',
      'Cupons',
      'Configurações',
      'Impostos',
      'SEO',
      'Integrações',
      'Mensagens',
      'Erros do servidor',
      'Exportar',
      'Registro de atividades',
    ]);
  });

  it.each(ADMIN_SECTION_IDS)('%s: its first page registers the namespace it declares', async (id) => {
    const screen = screenOf(id);
    await screen.pages[0].load();
    expect(i18n.hasResourceBundle('pt-BR', screen.namespace)).toBe(true);
  });
});
