import { describe, expect, it } from 'vitest';
import type { SsrState } from '../web/lib/ssr-state';
import { createDrawnPages } from './drawn-pages';

const state = (price: number, language: SsrState['language'] = 'pt-BR'): SsrState => ({
  language,
  renderedAt: Date.now(),
  queries: [{ key: ['product', 'picanha'], data: { priceCents: price } }],
});

function counting() {
  const calls: string[] = [];
  const draw = async (url: string, s: SsrState) => {
    calls.push(url);
    return `<main>${url} ${s.language} ${JSON.stringify(s.queries)}</main>`;
  };
  return { calls, draw };
}

describe('drawn pages', () => {
  it('draws a page once for the same URL, language and data, whatever the time of the request', async () => {
    const { calls, draw } = counting();
    const pages = createDrawnPages(draw);
    const first = await pages('/produto/picanha', state(11990));
    const again = await pages('/produto/picanha', { ...state(11990), renderedAt: 1 });
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('draws again when the data changed, in another language, or for another URL', async () => {
    const { calls, draw } = counting();
    const pages = createDrawnPages(draw);
    await pages('/produto/picanha', state(11990));
    expect(await pages('/produto/picanha', state(10990))).toContain('10990');
    await pages('/produto/picanha', state(11990, 'en'));
    await pages('/produtos', state(11990));
    expect(calls).toHaveLength(4);
  });

  it('shares one drawing between concurrent first visits', async () => {
    const { calls, draw } = counting();
    const pages = createDrawnPages(draw);
    await Promise.all(Array.from({ length: 10 }, () => pages('/', state(1))));
    expect(calls).toHaveLength(1);
  });

  it('draws again after the time to live, and keeps at most `max` pages', async () => {
    let clock = 0;
    const { calls, draw } = counting();
    const pages = createDrawnPages(draw, { now: () => clock, ttlMs: 1000, max: 2 });
    await pages('/a', state(1));
    clock = 999;
    await pages('/a', state(1));
    clock = 1000;
    await pages('/a', state(1));
    expect(calls).toEqual(['/a', '/a']);
    await pages('/b', state(1));
    await pages('/c', state(1));
    await pages('/a', state(1)); // pushed out by /b and /c
    expect(calls).toEqual(['/a', '/a', '/b', '/c', '/a']);
  });

  it('forgets a failed drawing', async () => {
    let fail = true;
    const pages = createDrawnPages(async () => {
      if (fail) throw new Error('boom');
      return '<main></main>';
    });
    await expect(pages('/', state(1))).rejects.toThrow('boom');
    fail = false;
    expect(await pages('/', state(1))).toBe('<main></main>');
  });
});
