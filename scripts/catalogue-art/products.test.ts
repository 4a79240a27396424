import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

describe('the demo art as WebP (decision 058)', () => {
  it('has every drawing of public/images at every picture width, as the storefront names them', async () => {
    // @ts-expect-error: the art scripts are plain ES modules without types
    const { artFiles } = await import('./rasters.mjs');
    const { artSrcSet } = await import('@/shared/media/pictures');
    const files = artFiles() as { svg: string; rasters: { width: number; file: string }[] }[];
    expect(files.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { svg, rasters } of files) {
      for (const { file } of rasters) {
        if (!existsSync(join(import.meta.dirname, '../../public/images', file))) missing.push(file);
      }
      expect(artSrcSet(`/images/${svg}`)).toBe(
        rasters.map(({ width, file }) => `/images/${file} ${width}w`).join(', '),
      );
    }
    expect(missing, 'run node scripts/catalogue-art/rasters.mjs').toEqual([]);
  });
});
