// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_DEFAULTS, SEO_DEFAULTS } from '@/shared/settings/keys';
import { button, click, type } from '@/testing/dom';
import { type RenderedWithSettings, renderWithSettings } from '@/testing/render-with-settings';
import { staffSettingsKeys } from './api/settings-api';
import SettingsPage from './settings-page';

const rows = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value, description: '', updatedAt: null }));
const GENERAL = Object.fromEntries(Object.entries(GENERAL_DEFAULTS).map(([key, d]) => [key, d.value]));

let view: RenderedWithSettings | undefined;
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

/** The settings screen on a stand-in API; answers the writes it received. */
async function show(language: string) {
  const general = { ...GENERAL };
  const writes: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      writes.push({ path, body });
      if (path.endsWith('/staff/general')) Object.assign(general, body);
      return Response.json({ settings: { brandName: general.brand_name }, message: 'ok' });
    }
    if (path.endsWith('/staff/seo')) return Response.json({ settings: rows(SEO_DEFAULTS) });
    if (path.endsWith('/staff/general')) return Response.json({ settings: rows(general) });
    return Response.json({});
  });
  view = await renderWithSettings(<SettingsPage />, {
    settings: { brandName: GENERAL.brand_name },
    language,
    cached: [[staffSettingsKeys.group('general'), { settings: rows(general) }]],
  });
  return { root: view.container, writes };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

async function rename(root: HTMLElement, name: string, saveAll = 'Salvar tudo') {
  await type(root.querySelector<HTMLInputElement>('input[name="brand_name"]')!, name);
  await click(button(saveAll));
  await settle();
  await settle();
}

describe('renaming the shop offers to say the new name in SEO (issue 39)', () => {
  it('shows what the SEO title and og:site_name become, and accepting saves just those', async () => {
    const { root, writes } = await show('pt-BR');
    await rename(root, 'Casa Gaúcha');
    expect(writes.map((w) => w.path)).toEqual(['/api/settings/staff/general']);
    const offer = dialog();
    expect(offer?.textContent).toContain('Usar o novo nome também no SEO?');
    expect(offer?.textContent).toContain('Casa Gaúcha — Açougue e Mercado Brasileiro na Geórgia');
    expect(offer?.textContent).toContain('Nome do site no card');
    await click(button('Atualizar o SEO'));
    await settle();
    expect(writes.slice(1)).toEqual([
      {
        path: '/api/settings/staff/seo/site_title',
        body: { value: 'Casa Gaúcha — Açougue e Mercado Brasileiro na Geórgia' },
      },
      {
        path: '/api/settings/staff/seo/site_title_en',
        body: { value: 'Casa Gaúcha — Brazilian Butcher Shop and Market in Georgia' },
      },
      { path: '/api/settings/staff/seo/og_site_name', body: { value: 'Casa Gaúcha' } },
    ]);
    expect(dialog()).toBeNull();
  });

  it('in English; "Not now" leaves SEO alone', async () => {
    const { root, writes } = await show('en');
    await rename(root, 'Casa Gaúcha', 'Save all');
    expect(dialog()?.textContent).toContain('Use the new name in SEO too?');
    await click(button('Not now'));
    await settle();
    expect(dialog()).toBeNull();
    expect(writes.map((w) => w.path)).toEqual(['/api/settings/staff/general']);
  });

  it('saving without a new name asks nothing', async () => {
    const { root, writes } = await show('pt-BR');
    await rename(root, GENERAL.brand_name!);
    expect(writes.map((w) => w.path)).toEqual(['/api/settings/staff/general']);
    expect(dialog()).toBeNull();
  });
});
