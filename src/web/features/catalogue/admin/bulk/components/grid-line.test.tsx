// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GridRow } from '@/shared/catalogue/bulk/grid-schemas';
import { mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '../i18n';
import type { Edits } from '../lib/grid-edits';
import { GridLine } from './grid-line';

const ROW: GridRow = {
  key: 'v1',
  productId: 'p1',
  productSlug: 'picanha',
  productName: 'Picanha',
  categoryName: 'Bovinos',
  variationId: 'v1',
  variationName: 'Peça',
  priceCents: 11990,
  pricePerKgCents: null,
  weightKg: null,
  stockQuantity: 12,
  isActive: true,
  taxClass: null,
  categoryTaxClass: 'grocery_food',
  updatedAt: '2026-11-29T10:00:00.000Z',
};

let view: ReturnType<typeof mount> | undefined;
beforeAll(() => initI18n('pt-BR'));
afterEach(() => view?.unmount());
afterAll(() => i18n.changeLanguage('pt-BR'));

function show(edit: Edits[string] | undefined, fieldErrors: Record<string, string> = {}) {
  const none = () => {};
  view = mount(
    <table>
      <tbody>
        <GridLine
          row={ROW}
          index={0}
          edit={edit}
          conflict={undefined}
          fieldErrors={fieldErrors}
          units="metric"
          onType={none}
          onToggle={none}
          onClassify={none}
          onKey={none}
          onPaste={none}
          onSettle={none}
        />
      </tbody>
    </table>,
  );
  return view.container;
}

/** The red cell and the visible text that says why, tied to it for a screen reader. */
function said(root: HTMLElement, cell: string) {
  const input = root.querySelector<HTMLInputElement>(`[data-cell="${cell}"]`)!;
  const id = input.getAttribute('aria-describedby');
  return {
    invalid: input.getAttribute('aria-invalid'),
    text: id ? document.getElementById(id)?.textContent : null,
    title: input.getAttribute('title'),
  };
}

describe('a red grid cell says what is wrong (issue 39)', () => {
  it.each([
    ['pt-BR', { priceCents: '12,x' }, '0:0', 'Use um valor como 119,90.'],
    ['pt-BR', { stockQuantity: '2,5' }, '0:2', 'Use um número inteiro, como 12 (vazio: sem controle).'],
    ['en', { priceCents: '-3' }, '0:0', 'Use an amount like 119,90 or 119.90.'],
    ['en', { stockQuantity: 'doze' }, '0:2', 'Use a whole number, like 12 (empty: not tracked).'],
  ])('in %s, typed %j', async (language, edit, cell, text) => {
    await i18n.changeLanguage(language);
    const root = show(edit);
    expect(said(root, cell)).toEqual({ invalid: 'true', text, title: null });
    // The other cells stay quiet.
    expect(said(root, '0:1')).toEqual({ invalid: null, text: null, title: null });
  });

  it("shows the server's refusal under its cell, not only as a tooltip", async () => {
    await i18n.changeLanguage('pt-BR');
    const root = show({ priceCents: '99999999' }, { 'v1.priceCents': 'O preço passa do máximo.' });
    expect(said(root, '0:0')).toEqual({ invalid: 'true', text: 'O preço passa do máximo.', title: null });
    expect(root.textContent).toContain('O preço passa do máximo.');
  });

  it('a cell typed well is not red', async () => {
    await i18n.changeLanguage('pt-BR');
    const root = show({ priceCents: '129,90', stockQuantity: '' });
    expect(said(root, '0:0')).toEqual({ invalid: null, text: null, title: null });
    expect(said(root, '0:2')).toEqual({ invalid: null, text: null, title: null });
  });
});
