import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { paths } from '@/shared/routes';
import { AdminRoutes } from '@/web/app/routes/admin/admin-routes';
import { adminScreens } from '@/web/app/routes/admin/admin-screens';
import type { AdminScreen } from '@/web/components/admin/admin-screen';
import { i18n, initI18n } from '@/web/lib/i18n';
import { settingsKeys } from '@/web/lib/settings';
import { mount } from './dom';

/** The panel's tests: the admin routes mounted in jsdom for one person, in Portuguese. */

export const screenOf = (id: string) => adminScreens.find((screen) => screen.id === id)!;

/**
 * The declared screens, with a stand-in for the categories screen (its real page needs the API);
 * the dashboard, exports, audit, stores, settings and SEO screens (which need the API too) are left
 * out, and checked on their own (the dashboard on the home needs the API: the journey covers it).
 */
const categoriesStandIn = (): AdminScreen => ({
  ...screenOf('categories'),
  pages: [{ path: '', load: async () => ({ default: () => <h1>Categorias (tela)</h1> }) }],
});
const NEED_THE_API = [
  'dashboard',
  'campaigns',
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
];
export const withCategories: AdminScreen[] = adminScreens
  .filter((screen) => !NEED_THE_API.includes(screen.id))
  .map((screen) => (screen.id === 'categories' ? categoriesStandIn() : screen));

let view: ReturnType<typeof mount> | undefined;

/** Call once at the top of a test file: Portuguese, and the panel unmounted after each test. */
export function setUpPanelTests() {
  afterEach(closePanel);
  beforeAll(async () => {
    initI18n('pt-BR');
    await i18n.changeLanguage('pt-BR');
  });
}

export function closePanel() {
  view?.unmount();
  view = undefined;
}

export async function openPanel(
  path: string,
  role: string,
  screens: readonly AdminScreen[] = withCategories,
) {
  closePanel();
  const queries = new QueryClient();
  // The tab title reads the settings; a cached answer keeps the test off the network.
  queries.setQueryData(settingsKeys.public(), { brandName: 'Casa' } as never);
  const mounted = mount(
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
  view = mounted;
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return mounted.container;
}

export const navLinks = (root: HTMLElement) =>
  [...root.querySelectorAll('aside nav[aria-label="Seções do painel"] a')].map((a) => a.textContent?.trim());
export const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent;
