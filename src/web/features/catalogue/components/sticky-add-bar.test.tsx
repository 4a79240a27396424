// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { click, mount } from '@/testing/dom';
import { i18n, initI18n } from '@/web/lib/i18n';
import { StickyAddBar } from './sticky-add-bar';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let seen: Callback | undefined;
class FakeObserver {
  constructor(callback: Callback) {
    seen = callback;
  }
  observe() {}
  disconnect() {}
}

beforeAll(async () => {
  initI18n('pt-BR');
  await i18n.changeLanguage('pt-BR');
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function Page({ onAdd, disabled = false }: { onAdd: () => void; disabled?: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button ref={target} type="button">
        Adicionar ao carrinho
      </button>
      <StickyAddBar
        target={target}
        name="Picanha"
        totalCents={11990}
        label="Adicionar ao carrinho"
        disabled={disabled}
        onAdd={onAdd}
      />
    </QueryClientProvider>
  );
}

const bar = () => document.querySelector<HTMLElement>('[data-testid="sticky-add"]') as HTMLElement;
const scroll = (entry: Partial<IntersectionObserverEntry>) => act(() => seen?.([entry]));
const above = { isIntersecting: false, boundingClientRect: { bottom: -40 } as DOMRectReadOnly };
const below = { isIntersecting: false, boundingClientRect: { bottom: 2000 } as DOMRectReadOnly };
const inView = { isIntersecting: true, boundingClientRect: { bottom: 300 } as DOMRectReadOnly };

describe('StickyAddBar', () => {
  it('is hidden from everyone while the page’s button is in view or not reached yet', () => {
    ({ unmount } = mount(<Page onAdd={() => {}} />));
    scroll(inView);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().hasAttribute('inert')).toBe(true);
    expect(bar().className).toContain('invisible');
    scroll(below);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.style.getPropertyValue('--toast-lift')).toBe('');
  });

  it('shows the product, the total and the same add once the button has scrolled up out of sight', async () => {
    const onAdd = vi.fn();
    ({ unmount } = mount(<Page onAdd={onAdd} />));
    scroll(above);
    expect(bar().getAttribute('aria-hidden')).toBe('false');
    expect(bar().hasAttribute('inert')).toBe(false);
    expect(bar().textContent).toContain('Picanha');
    expect(bar().textContent).toMatch(/119,90/);
    // Toasts rise above the bar while it is up.
    expect(document.documentElement.style.getPropertyValue('--toast-lift')).toBe('148px');
    await click(bar().querySelector('button') as HTMLButtonElement);
    expect(onAdd).toHaveBeenCalledTimes(1);
    scroll(inView);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.style.getPropertyValue('--toast-lift')).toBe('');
  });

  it('is disabled when the page’s button is (sold out, all in the cart, adding)', () => {
    ({ unmount } = mount(<Page onAdd={() => {}} disabled />));
    scroll(above);
    expect((bar().querySelector('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
