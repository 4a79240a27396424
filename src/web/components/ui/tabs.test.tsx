// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { click, mount, press } from '@/testing/dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

const render = () =>
  mount(
    <Tabs defaultValue="orders">
      <TabsList aria-label="Painel">
        <TabsTrigger value="orders">Pedidos</TabsTrigger>
        <TabsTrigger value="products">Produtos</TabsTrigger>
        <TabsTrigger value="coupons">Cupons</TabsTrigger>
      </TabsList>
      <TabsContent value="orders">Lista de pedidos</TabsContent>
      <TabsContent value="products">Lista de produtos</TabsContent>
      <TabsContent value="coupons">Lista de cupons</TabsContent>
    </Tabs>,
  );

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panel = () => document.querySelector('[role="tabpanel"]');

describe('Tabs', () => {
  it('one tab stop; the selected tab names its panel', () => {
    view = render();
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(panel()?.textContent).toBe('Lista de pedidos');
    expect(panel()?.getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
  });

  it('arrow keys move and select, wrapping; Home and End jump', async () => {
    view = render();
    const [first] = tabs();
    first?.focus();
    await press(first as HTMLElement, 'ArrowRight');
    expect(document.activeElement?.textContent).toBe('Produtos');
    expect(panel()?.textContent).toBe('Lista de produtos');
    await press(document.activeElement as HTMLElement, 'End');
    expect(panel()?.textContent).toBe('Lista de cupons');
    await press(document.activeElement as HTMLElement, 'ArrowRight');
    expect(document.activeElement?.textContent).toBe('Pedidos');
    await press(document.activeElement as HTMLElement, 'ArrowLeft');
    expect(panel()?.textContent).toBe('Lista de cupons');
    await press(document.activeElement as HTMLElement, 'Home');
    expect(panel()?.textContent).toBe('Lista de pedidos');
  });

  it('a click selects', async () => {
    view = render();
    await click(tabs()[1] as HTMLElement);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });
});
