import { describe, expect, it } from 'vitest';
// @ts-expect-error: the art scripts are plain ES modules without types
import { CATEGORY_ART, PRODUCT_ART } from './products.mjs';

type Draw = () => string;

describe('the demo catalogue art', () => {
  it('draws every product differently: no two cuts share a picture (decision 056)', () => {
    const entries = Object.entries(PRODUCT_ART as Record<string, [string, Draw]>);
    const bySvg = new Map<string, string[]>();
    for (const [slug, [, draw]] of entries) {
      const body = draw();
      bySvg.set(body, [...(bySvg.get(body) ?? []), slug]);
    }
    const shared = [...bySvg.values()].filter((slugs) => slugs.length > 1);
    expect(shared).toEqual([]);
    expect(bySvg.size).toBe(entries.length);
  });

  it('draws each category', () => {
    for (const draw of Object.values(CATEGORY_ART as Record<string, Draw>)) {
      expect(draw()).toMatch(/<(g|rect|path|ellipse)\b/);
    }
  });
});
