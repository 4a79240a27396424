// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTION_IDS,
  ADMIN_SECTIONS,
  STAFF_ROUTE_KEYS,
  STAFF_ROUTES,
} from '@/shared/permissions/admin-sections';
import { paths, routePatterns } from '@/shared/routes';
import { navLinks, openPanel as open, screenOf, setUpPanelTests } from '@/testing/admin-panel';
import { pagePattern } from '@/web/components/admin/admin-screen';
import { i18n } from '@/web/lib/i18n';
import { adminScreens, declaredScreens } from './admin-screens';

setUpPanelTests();

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
    // The day and route sheets (decision 080) come before an order's page, whose :id they would
    // match; an order's scale labels (decision 092) after it.
    expect(orders.pages.map((page) => pagePattern(orders, page))).toEqual([
      routePatterns.adminOrders,
      'pedidos/dia',
      'pedidos/rota',
      routePatterns.adminOrder,
      'pedidos/:id/etiquetas',
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
      'Encomendas',
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
