// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { button, click, mount, type } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import '@/web/lib/validation-messages';
import '../i18n';
import { CouponForm } from './coupon-form';
import { percentFromText } from './percent-field';

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());
beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
});

const field = (label: string) => {
  // This test's form only: a worker's files share one document (`isolate: false`).
  const labels = view?.container.querySelectorAll('label') ?? [];
  const found = [...labels].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`no field "${label}"`);
  return document.getElementById(found.htmlFor) as HTMLInputElement & HTMLSelectElement;
};

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

async function render() {
  const onSave = vi.fn(async () => null);
  view = mount(
    <QueryClientProvider client={new QueryClient()}>
      <CouponForm readOnly={false} onSave={onSave} />
    </QueryClientProvider>,
  );
  await act(async () => {});
  return onSave;
}

describe('a new coupon’s percentage', () => {
  it('starts empty (never "NaN") and takes what is typed', async () => {
    await render();
    expect(field('Porcentagem (%)').value).toBe('');
    await type(field('Porcentagem (%)'), '15');
    expect(field('Porcentagem (%)').value).toBe('15');
  });

  it('is empty again after the type goes to a fixed amount and back', async () => {
    await render();
    await type(field('Porcentagem (%)'), '15');
    await choose(field('Tipo'), 'fixed_amount');
    await choose(field('Tipo'), 'percentage');
    expect(field('Porcentagem (%)').value).toBe('');
  });

  it('left empty, saving says the value is required and saves nothing', async () => {
    const onSave = await render();
    await type(field('Código'), 'VERAO15');
    await type(field('Nome'), 'Verão');
    await click(button('Criar cupom'));
    await settle();
    expect(field('Porcentagem (%)').closest('div')?.parentElement?.textContent).toContain(
      'Informe o valor do desconto.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('typed, it is saved as a number of percent (a comma is a decimal point)', async () => {
    const onSave = await render();
    await type(field('Código'), 'VERAO15');
    await type(field('Nome'), 'Verão');
    await type(field('Porcentagem (%)'), '12,5');
    await click(button('Criar cupom'));
    await settle();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ type: 'percentage', value: 12.5 }));
  });
});

describe('percentFromText', () => {
  it.each([
    ['15', 15],
    [' 12,5 ', 12.5],
    ['0.25', 0.25],
    ['', Number.NaN],
    ['   ', Number.NaN],
    ['quinze', Number.NaN],
  ])('%j → %d', (text, percent) => {
    expect(percentFromText(text)).toBe(percent);
  });
});
