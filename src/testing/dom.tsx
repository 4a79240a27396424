import type * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns about act() outside a test environment that says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container in the jsdom document; for the primitives' behaviour tests. */
export function mount(ui: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(ui);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** A button (anywhere in the document, portals included) by its accessible text. */
export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

export async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

export async function press(element: HTMLElement, key: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

/** Types into a controlled or registered input the way React listens for it. */
export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(input) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
