#!/usr/bin/env node
// `node scripts/fonts/subset.mjs`: the brand fonts as the storefront loads them (decision 059), made
// from @fontsource-variable's Latin files: the same characters (the package's Latin range, the
// `unicode-range` of styles.css), the weight axis narrowed to the weights the pages use, and only
// the OpenType features the text needs (kerning, ligatures, accents, tabular figures) — the
// stylistic alternates nobody selects go. Inter 48 → 28 KB, Fraunces 37 → 32 KB. The output is
// committed (src/web/fonts/), like the catalogue drawings: the build needs no WebAssembly step.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** @fontsource's Latin subset: the unicode-range every @font-face of styles.css declares. */
export const LATIN_RANGE = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** Regular to bold: Tailwind's font-normal … font-bold, the only weights the app sets. */
export const WEIGHTS = { min: 400, max: 700 };
/** Shaping (ccmp, locl, mark, mkmk), kerning, ligatures and `tabular-nums` (tnum). */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rlig', 'tnum'];
export const FONTS = [
  {
    file: 'inter-latin-400-700.woff2',
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    file: 'fraunces-latin-400-700.woff2',
    from: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  },
];
export const FONTS_DIR = join(root, 'src/web/fonts');

export const latinCodePoints = () =>
  LATIN_RANGE.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

export async function subset(font) {
  const input = readFileSync(join(root, 'node_modules', font.from));
  return subsetFont(input, String.fromCodePoint(...latinCodePoints()), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of FONTS) {
    const output = await subset(font);
    writeFileSync(join(FONTS_DIR, font.file), output);
    console.info(`${font.file}: ${(output.length / 1024).toFixed(1)} KB`);
  }
}
