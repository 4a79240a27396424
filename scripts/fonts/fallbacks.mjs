#!/usr/bin/env node
// `node scripts/fonts/fallbacks.mjs`: the metric-matched fallback faces of the brand fonts
// (decision 114), written to src/web/fonts/fallbacks.css and committed like the fonts themselves.
//
// With `font-display: swap` the page first draws in a font the device has, then swaps in Fraunces
// or Inter when it arrives. For that swap to move nothing, each fallback is an @font-face of its own
// ("Inter Fallback", "Fraunces Fallback") over a local font, scaled to the brand font's width
// (`size-adjust`) and given the brand font's ascent, descent and line gap (the `*-override`
// descriptors), the way Capsize, Next.js and fontaine do. The vertical metrics come from the files
// (@capsizecss/unpack); the width is measured in Chromium on the shop's own sentences, because the
// brand files are variable fonts whose average advance the tables do not say well (Fraunces' reads
// 1000/2000, its text measures 7 % narrower).
//
// The local fonts: Arial and Times New Roman (macOS, iOS, Windows) and their metric-compatible
// clones Liberation Sans and Liberation Serif (Linux, where Chromium's Debian package brings them;
// they are measured here in their place). One face for regular text and one for bold.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { chromium } from 'playwright';
import { findChromium } from '../lib/chromium.mjs';
import { FONTS_DIR } from './subset.mjs';

/** Sentences the storefront shows, both languages: the width that matters is the shop's own text. */
const SAMPLE = [
  'A melhor picanha que encontrei nos Estados Unidos. Cortes brasileiros, linguiça artesanal,',
  'kits de churrasco e mercado para a sua família, entregues em Atlanta e na Geórgia.',
  'The best picanha in the United States: Brazilian cuts, house sausages and barbecue kits,',
  'delivered to your door. Order today, pick up tomorrow. Adicionar ao carrinho · Add to cart',
].join(' ');

const FAMILIES = [
  {
    family: 'Fraunces',
    file: 'fraunces-latin-400-700.woff2',
    local: {
      400: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
      700: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
      ],
    },
    measuredWith: 'Liberation Serif',
  },
  {
    family: 'Inter',
    file: 'inter-latin-400-700.woff2',
    local: {
      400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
    },
    measuredWith: 'Liberation Sans',
  },
];

/** Width of SAMPLE in em, per family and weight, drawn by Chromium. */
async function measureWidths() {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--headless'],
  });
  try {
    const page = await browser.newPage();
    const faces = FAMILIES.map(
      ({ family, file }) =>
        `@font-face{font-family:"${family}";font-weight:400 700;src:url(data:font/woff2;base64,${readFileSync(join(FONTS_DIR, file)).toString('base64')})}`,
    ).join('');
    await page.setContent(`<style>${faces} span{white-space:nowrap;font-size:100px}</style>`);
    return await page.evaluate(
      async ({ families, text }) => {
        const widths = {};
        for (const family of families) {
          for (const weight of [400, 700]) {
            const span = document.createElement('span');
            span.style.fontFamily = `"${family}"`;
            span.style.fontWeight = String(weight);
            span.textContent = text;
            document.body.append(span);
            await document.fonts.load(`${weight} 100px "${family}"`);
            if (!document.fonts.check(`${weight} 100px "${family}"`))
              throw new Error(`${family} did not load`);
            widths[`${family} ${weight}`] = span.getBoundingClientRect().width / 100;
            span.remove();
          }
        }
        return widths;
      },
      { families: FAMILIES.flatMap((f) => [f.family, f.measuredWith]), text: SAMPLE },
    );
  } finally {
    await browser.close();
  }
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** One fallback face: the local font scaled to the brand font's width, with its vertical metrics. */
function face({ family, local }, metrics, weight, sizeAdjust) {
  const em = metrics.unitsPerEm * sizeAdjust;
  return [
    '@font-face {',
    `  font-family: "${family} Fallback";`,
    `  font-weight: ${weight};`,
    `  src: ${local[weight].map((name) => `local("${name}")`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(metrics.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(metrics.descent) / em)};`,
    `  line-gap-override: ${percent(metrics.lineGap / em)};`,
    '}',
  ].join('\n');
}

const widths = await measureWidths();
const blocks = [];
for (const font of FAMILIES) {
  const metrics = await fromFile(join(FONTS_DIR, font.file));
  for (const weight of [400, 700]) {
    const sizeAdjust = widths[`${font.family} ${weight}`] / widths[`${font.measuredWith} ${weight}`];
    blocks.push(face(font, metrics, weight, sizeAdjust));
  }
}
const header = `/* Written by scripts/fonts/fallbacks.mjs (decision 114): do not edit by hand. */`;
writeFileSync(join(FONTS_DIR, 'fallbacks.css'), `${header}\n${blocks.join('\n')}\n`);
console.info(blocks.join('\n'));
