// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_IDS, ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { paths } from '@/shared/routes';
import {
  closePanel,
  heading,
  navLinks,
  openPanel as open,
  screenOf,
  setUpPanelTests,
  withCategories,
} from '@/testing/admin-panel';
import { pagePattern } from '@/web/components/admin/admin-screen';
import { adminScreens, screensFor } from './admin-screens';

setUpPanelTests();

describe('the panel shows each role only its sections (decision 028)', () => {
  it('declares every screen under its section’s own path', () => {
    for (const screen of adminScreens) {
      const { segment } = ADMIN_SECTIONS[screen.id];
      expect(pagePattern(screen, screen.pages[0])).toBe(segment);
      for (const page of screen.pages) expect(pagePattern(screen, page).startsWith(segment)).toBe(true);
    }
  });

  it.each([
    // Every section, in the table's order (pinned by src/shared/permissions/admin-sections.test.ts).
    ['super_admin', ADMIN_SECTION_IDS],
    ['admin', ADMIN_SECTION_IDS.filter((id) => id !== 'auditLog')],
    [
      'manager',
      [
        'dashboard',
        'orders',
        'campaigns',
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
    ['operator', ['orders', 'campaigns', 'products']],
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
    // No developer wording on the panel's home (issue 39): it once said new sections would appear "as they are ready".
    expect(root.textContent).not.toMatch(/Novas seções|conforme ficam prontas|em breve|TODO/i);
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
    closePanel();
    expect(heading(await open('/admin/relatorios', 'admin'))).toBe('Esta página do painel não existe.');
    closePanel();
    // A section the role may open but whose screen is not built yet.
    expect(heading(await open(ADMIN_SECTIONS.settings.path, 'admin'))).toBe(
      'Esta página do painel não existe.',
    );
  });
});
