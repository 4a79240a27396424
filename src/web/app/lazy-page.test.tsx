import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { loadedPage, remembered } from './page-loaders';

const Hello = () => <p>olá</p>;

describe('lazyPage', () => {
  it('suspends until its code has loaded (a Suspense boundary draws the fallback)', () => {
    const load = remembered(async () => ({ default: Hello }));
    const Page = lazyPage(load);
    expect(loadedPage(load)).toBeUndefined();
    // renderToString draws a boundary's fallback for a component that suspends.
    const html = renderToString(
      <Suspense fallback={<span>…</span>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('…');
    expect(html).not.toContain('olá');
  });

  it('draws the page at once, without suspending, once the loader has loaded it (decision 055)', async () => {
    let calls = 0;
    let before = 0;
    const load = remembered(async () => {
      calls += 1;
      return { default: Hello };
    });
    const Page = lazyPage(load, () => {
      before += 1;
    });
    await load();
    expect(loadedPage(load)).toBe(Hello);
    const html = renderToString(
      <Suspense fallback={<span>…</span>}>
        <Page />
      </Suspense>,
    );
    expect(html).toContain('olá');
    expect(html).not.toContain('…');
    // The lazy fallback path was never taken: no second load, no prefetch hook.
    expect(calls).toBe(1);
    expect(before).toBe(0);
  });
});
