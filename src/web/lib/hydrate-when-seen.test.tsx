// @vitest-environment jsdom
import { act, lazy, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  beginProgressiveHydration,
  endProgressiveHydration,
  HydrateWhenSeen,
  hydrateEverything,
  isWaitingToHydrate,
} from './hydrate-when-seen';

// jsdom has no IntersectionObserver: this one lets a test say when a watched element comes into view.
const observers: FakeObserver[] = [];
class FakeObserver {
  watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(element: Element) {
    if (!this.watched.includes(element)) return;
    const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
const comeIntoView = (element: Element) => {
  for (const observer of [...observers]) observer.show(element);
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
// A worker keeps its globals for the next file (isolate: false, decision 059).
afterAll(() => vi.unstubAllGlobals());

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  endProgressiveHydration();
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
/** hydrateEverything, with React's queue flushed meanwhile (act holds it until its scope ends). */
async function everything() {
  let done = false;
  const all = hydrateEverything(1000).then(() => {
    done = true;
  });
  await settle();
  await all;
  return done;
}
const isHydrated = (element: Element | null) =>
  Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps')));

/**
 * Draws `ui` as the server would (`drawn`, when the server's tree differs: it has code the browser
 * loads later), then hydrates `ui` in the browser; recoverable errors are kept.
 */
async function hydrate(ui: React.ReactElement, drawn: React.ReactElement = ui) {
  container = document.createElement('div');
  container.innerHTML = renderToString(drawn);
  document.body.append(container);
  // As the app's start does on a server-drawn page (src/web/app/start.tsx).
  beginProgressiveHydration();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, ui, { onRecoverableError: (error) => errors.push(error) });
  });
  await settle();
  return { errors, container: container as HTMLElement };
}

function Page({ onBuy, label = 'Comprar' }: { onBuy: () => void; label?: string }) {
  return (
    <main>
      <button type="button">Menu</button>
      <HydrateWhenSeen id={`below-${label}`}>
        <section>
          <button type="button" onClick={onBuy}>
            {label}
          </button>
        </section>
      </HydrateWhenSeen>
    </main>
  );
}

let rename: (label: string) => void = () => undefined;
function Renaming() {
  const [label, setLabel] = useState('antes');
  rename = setLabel;
  return (
    <HydrateWhenSeen id="renaming">
      <p>{label}</p>
    </HydrateWhenSeen>
  );
}

describe('HydrateWhenSeen (decision 058)', () => {
  it('leaves a part as the server drew it until it comes into view, then hydrates the same elements', async () => {
    const { errors, container } = await hydrate(<Page onBuy={() => undefined} label="a" />);
    const buy = container.querySelector('section button');
    expect(isHydrated(container.querySelector('button'))).toBe(true);
    expect(isHydrated(buy)).toBe(false);
    expect(isWaitingToHydrate('below-a')).toBe(true);

    comeIntoView(container.querySelector('section') as Element);
    await settle();
    expect(isHydrated(buy)).toBe(true);
    expect(container.querySelector('section button')).toBe(buy);
    expect(isWaitingToHydrate('below-a')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('delivers a click made on a part not yet hydrated: the click opens it and reaches its handler', async () => {
    const onBuy = vi.fn();
    const { errors, container } = await hydrate(<Page onBuy={onBuy} label="b" />);
    const buy = container.querySelector('section button') as HTMLButtonElement;
    expect(isHydrated(buy)).toBe(false);
    await act(async () => buy.click());
    await settle();
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('ignores new children while waiting (no redraw, no error), and follows the next render once hydrated', async () => {
    const { errors, container } = await hydrate(<Renaming />);
    const paragraph = container.querySelector('p');
    act(() => rename('durante'));
    await settle();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('antes');

    await everything();
    act(() => rename('depois'));
    await settle();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('depois');
    expect(errors).toEqual([]);
  });

  it('hydrateEverything opens every part and resolves once they are hydrated', async () => {
    const { container } = await hydrate(
      <div>
        <HydrateWhenSeen id="one">
          <button type="button">um</button>
        </HydrateWhenSeen>
        <HydrateWhenSeen id="two">
          <button type="button">dois</button>
        </HydrateWhenSeen>
      </div>,
    );
    expect([...container.querySelectorAll('button')].map(isHydrated)).toEqual([false, false]);
    await everything();
    expect([...container.querySelectorAll('button')].map(isHydrated)).toEqual([true, true]);
  });

  it('hydrateEverything also hydrates a part inside another one, whose gate appears only as the outer part hydrates', async () => {
    const { errors, container } = await hydrate(
      <HydrateWhenSeen id="outer">
        <section>
          <button type="button">fora</button>
          <HydrateWhenSeen id="inner">
            <button type="button">dentro</button>
          </HydrateWhenSeen>
        </section>
      </HydrateWhenSeen>,
    );
    expect([...container.querySelectorAll('button')].map(isHydrated)).toEqual([false, false]);
    expect(await everything()).toBe(true);
    await settle();
    expect([...container.querySelectorAll('button')].map(isHydrated)).toEqual([true, true]);
    expect(isWaitingToHydrate('inner')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps the server HTML of a part whose code loads on demand until that code has come (decision 060)', async () => {
    const form = <textarea aria-label="Mensagem" defaultValue="" />;
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: () => React.ReactElement }>((resolve) => {
      arrive = () => resolve({ default: () => form });
    });
    const Lazy = lazy(() => code);
    // The server has the code: its HTML is the form itself.
    const { errors, container } = await hydrate(
      <HydrateWhenSeen id="lazy" fallback={<p>carregando</p>}>
        <Lazy />
      </HydrateWhenSeen>,
      <HydrateWhenSeen id="lazy">{form}</HydrateWhenSeen>,
    );
    const textarea = container.querySelector('textarea');
    comeIntoView(textarea as Element);
    await settle();
    // Open, but the code has not come: the server's element stays, not the fallback, not hydrated.
    expect(container.querySelector('textarea')).toBe(textarea);
    expect(container.textContent).not.toContain('carregando');
    expect(isHydrated(textarea)).toBe(false);
    expect(isWaitingToHydrate('lazy')).toBe(true);

    await act(async () => arrive());
    await settle();
    expect(container.querySelector('textarea')).toBe(textarea);
    expect(isHydrated(textarea)).toBe(true);
    expect(isWaitingToHydrate('lazy')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows the fallback while a part’s code loads in a page the browser draws', async () => {
    let arrive: () => void = () => undefined;
    const Lazy = lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <p>formulário</p> });
        }),
    );
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(
        <HydrateWhenSeen id="lazy-drawn" fallback={<p>carregando</p>}>
          <Lazy />
        </HydrateWhenSeen>,
      );
    });
    expect(container.textContent).toBe('carregando');
    await act(async () => arrive());
    await settle();
    expect(container.textContent).toBe('formulário');
  });

  it('opens every gate when the URL is about to change (a navigation would wait on a waiting part)', async () => {
    const { errors, container } = await hydrate(<Page onBuy={() => undefined} label="d" />);
    expect(isWaitingToHydrate('below-d')).toBe(true);
    history.pushState(null, '', '/produtos');
    await settle();
    expect(isHydrated(container.querySelector('section button'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('draws a part at once when the browser draws the page itself (no server HTML, no gate)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(<Page onBuy={() => undefined} label="c" />);
    });
    expect(container.querySelector('section button')?.textContent).toBe('c');
    expect(isWaitingToHydrate('below-c')).toBe(false);
  });
});
