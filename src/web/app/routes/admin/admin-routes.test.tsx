// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import { act, lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../../../../shared/permissions/admin-sections';
import { paths } from '../../../../shared/routes';
import { mount } from '../../../../testing/dom';
import { i18n, initI18n } from '../../../lib/i18n';
import { settingsKeys } from '../../../lib/settings';
import { AdminRoutes } from './admin-routes';
import { type AdminScreen, adminScreens, screensFor } from './admin-screens';

/**
 * The registered screens, with a stand-in for the categories screen (its real page needs the API);
 * the dashboard, exports, audit, stores, settings and SEO screens (which need the API too) are left out, and
 * checked on their own below (the dashboard on the home needs the API: the journey covers it).
 */
const categoriesStandIn: AdminScreen = {
  section: 'categories',
  icon: Tags,
  routes: [
    {
      path: ADMIN_SECTIONS.categories.segment,
      Page: lazy(async () => ({ default: () => <h1>Categorias (tela)</h1> })),
    },
  ],
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
        'seo',
        'messages',
      ].includes(screen.section),
  )
  .map((screen) => (screen.section === 'categories' ? categoriesStandIn : screen));

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
  it('registers every screen under its section’s own path', () => {
    for (const screen of adminScreens) {
      const { segment } = ADMIN_SECTIONS[screen.section];
      expect(screen.routes[0].path).toBe(segment);
      for (const route of screen.routes) expect(route.path.startsWith(segment)).toBe(true);
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
        'seo',
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
        'seo',
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
    ['customer', []],
  ])(
    '%s: the registered screens are %j (stores: view_stores, coupons: view_reports, a manager too; messages: view_logs)',
    (role, sections) => {
      expect(screensFor(role).map((s) => s.section)).toEqual(sections);
    },
  );

  it('the settings and SEO screens, each one page', () => {
    expect(
      adminScreens
        .filter((s) => s.section === 'settings' || s.section === 'seo')
        .map((s) => s.routes[0].path),
    ).toEqual(['configuracoes', 'seo']);
  });

  it('the stores screens: the list, and one store with its crumb', () => {
    const stores = adminScreens.find((s) => s.section === 'stores')!;
    expect(stores.routes.map((r) => [r.path, r.crumb])).toEqual([
      ['lojas', undefined],
      ['lojas/:id', 'sections.stores.item'],
    ]);
  });

  it('the coupons screens: the list, a new coupon, sending, a bulk send and one coupon, with their crumbs', () => {
    const coupons = adminScreens.find((s) => s.section === 'coupons')!;
    expect(coupons.routes.map((r) => [r.path, r.crumb])).toEqual([
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
    ['operator', []],
  ])('%s: screens %j', (role, sections) => {
    expect(screensFor(role, withCategories).map((s) => s.section)).toEqual(sections);
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
