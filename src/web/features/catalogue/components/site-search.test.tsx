// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { SiteSearch } from './site-search';

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(onDone?: () => void) {
  ({ unmount } = mount(
    <MemoryRouter initialEntries={['/']}>
      <SiteSearch onDone={onDone} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  ));
  const form = document.querySelector('form') as HTMLFormElement;
  return { form, input: form.querySelector('input') as HTMLInputElement };
}

const submit = (form: HTMLFormElement) =>
  act(async () => {
    form.requestSubmit();
  });

describe('SiteSearch', () => {
  it('is a plain GET search form to /busca, so it works before the app has loaded', () => {
    const { form, input } = renderAt();
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('action')).toBe('/busca');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.name).toBe('q');
    expect(input.type).toBe('search');
    expect(input.getAttribute('aria-label')).toBe('Buscar na loja');
    expect(form.querySelector('button[type="submit"]')?.getAttribute('aria-label')).toBe('Buscar');
  });

  it('goes to the results in the app, the words trimmed, and tells the drawer to close', async () => {
    const onDone = vi.fn();
    const { form, input } = renderAt(onDone);
    await type(input, '  picanha fatiada ');
    await submit(form);
    expect(document.querySelector('output')?.textContent).toBe('/busca?q=picanha%20fatiada');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('with nothing typed goes to the search page itself (its suggestions)', async () => {
    const { form } = renderAt();
    await submit(form);
    expect(document.querySelector('output')?.textContent).toBe('/busca');
  });
});
