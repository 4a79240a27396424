#!/usr/bin/env node
// The demo art as pictures (decision 058): each product and category drawing of public/images is
// also written as WebP at the picture widths, beside it
// (`picanha.svg` → `picanha-400.webp`, `-800`, `-1600`). A phone would otherwise parse every drawing
// as a document on its main thread (50–135 ms each at Lighthouse's 8× CPU slowdown); a WebP is
// decoded off it, like the shop's uploaded photos. Run after changing a drawing:
//   node scripts/catalogue-art/rasters.mjs   (generate.mjs runs it too)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

// The banners and the hero grill stay SVG only: line art of 1–3 KB, against 30–68 KB as WebP.
export const ART_FOLDERS = ['products', 'categories'];
export const ART_WIDTHS = [400, 800, 1600];

const images = join(import.meta.dirname, '..', '..', 'public', 'images');

/** Every drawing with its raster files, as paths relative to public/images. */
export function artFiles() {
  return ART_FOLDERS.flatMap((folder) =>
    readdirSync(join(images, folder))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => {
        const svg = `${folder}/${name}`;
        const base = svg.slice(0, -'.svg'.length);
        return { svg, rasters: ART_WIDTHS.map((width) => ({ width, file: `${base}-${width}.webp` })) };
      }),
  );
}

export async function writeRasters() {
  let count = 0;
  for (const { svg, rasters } of artFiles()) {
    const source = readFileSync(join(images, svg));
    const { width: drawn = 800 } = await sharp(source).metadata();
    for (const { width, file } of rasters) {
      // Rendered at the target size (the density scales the vector), not enlarged from a bitmap.
      const out = await sharp(source, { density: Math.ceil((72 * width) / drawn) })
        .resize({ width })
        .webp({ quality: 80, alphaQuality: 90, effort: 6 })
        .toBuffer();
      writeFileSync(join(images, file), out);
      count++;
    }
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const count = await writeRasters();
  console.info(`art rasters: ${count} WebP files in ${Date.now() - started} ms`);
}
