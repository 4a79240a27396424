// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { button, mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import ImportPage from './bulk-import-page';

const PLAN = {
  token: 't',
  rows: 2,
  unchanged: 0,
  products: [],
  refusals: [
    { row: 2, column: 'pricePerKg', key: 'bulk.moneyInvalid', params: { value: 'abc' } },
    { row: 3, column: 'variationId', key: 'bulk.variationNotFound', params: { value: '42' } },
    { row: 1, column: null, key: 'bulk.slugColumnMissing' },
  ],
};

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => initI18n('pt-BR'));
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('pt-BR'));

function show() {
  vi.stubGlobal('fetch', async () => Response.json(PLAN));
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ImportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return view.container;
}

/** Sends a file for the dry run; answers the refusals table's rows as a person reads them. */
async function refusals(root: HTMLElement, dryRun: string) {
  const csv = 'slug;preco por kg\npicanha;abc\n';
  // jsdom's File has no text(): the page reads the file with it.
  const file = Object.assign(new File([csv], 'produtos.csv', { type: 'text/csv' }), {
    text: async () => csv,
  });
  // jsdom's file input cannot be given a file: the form's data answers the chosen one.
  vi.stubGlobal(
    'FormData',
    class {
      get = (name: string) => (name === 'file' ? file : null);
    },
  );
  const form = button(dryRun).form!;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return [...root.querySelectorAll('#import-refused ~ section tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
}

/** The CSV import speaks in the spreadsheet's column headers, never the internal keys (issue 39). */
describe('the CSV import names its columns in words', () => {
  it.each([
    [
      'pt-BR',
      'Simular',
      'Slug, Produto, Produto (inglês), Marca, Categoria, Ativo, ID da variação, Variação, Preço, Preço por kg, Peso (kg), Preço por lb, Peso (lb), Estoque, Classe fiscal',
      [
        ['2', 'Preço por kg', 'Valor inválido: abc. Use por exemplo 119,90.'],
        ['3', 'ID da variação', 'A variação 42 não existe neste produto.'],
        ['1', '—', 'Falta a coluna Slug no cabeçalho.'],
      ],
    ],
    [
      'en',
      'Dry run',
      'Slug, Product, Product (English), Brand, Category, Active, Variation ID, Variation, Price, Price per kg, Weight (kg), Price per lb, Weight (lb), Stock, Tax class',
      [
        ['2', 'Price per kg', 'Invalid amount: abc. Use for example 119.90.'],
        ['3', 'Variation ID', 'The variation 42 does not exist in this product.'],
        ['1', '—', 'The header has no Slug column.'],
      ],
    ],
  ])('in %s', async (language, dryRun, columns, expected) => {
    await i18n.changeLanguage(language);
    const root = show();
    const lead = root.querySelector('header p')!.textContent!;
    expect(lead).toContain(columns);
    expect(lead).not.toMatch(/productEn|variationId|pricePerKg|weightKg/);
    expect(await refusals(root, dryRun)).toEqual(expected);
  });
});
