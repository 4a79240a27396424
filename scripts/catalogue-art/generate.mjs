#!/usr/bin/env node
// Generates the demo catalogue's pictures (no network): SVG art per product, category and banner,
// a placeholder, JPEG twins for link previews (crawlers do not show SVG) and the 1200×630 og-image.
// Run: npx tsx scripts/catalogue-art/generate.mjs  (tsx reads the seed's names from the TypeScript seed
// files; needs Chromium at CHROME_PATH or /usr/bin/chromium)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SEED_CATEGORIES } from '../../src/server/modules/catalogue/seed/categories.ts';
import { SEED_PRODUCTS } from '../../src/server/modules/catalogue/seed/seed-catalogue.ts';
import { banners } from './banners.mjs';
import { picture } from './common.mjs';
import { marketDefs } from './market.mjs';
import { porkDefs } from './pork-poultry.mjs';
import { CATEGORY_ART, PRODUCT_ART } from './products.mjs';
import { writeRasters } from './rasters.mjs';

const root = join(import.meta.dirname, '..', '..');
const pub = join(root, 'public');
const dirs = {
  products: join(pub, 'images', 'products'),
  categories: join(pub, 'images', 'categories'),
  banners: join(pub, 'images', 'banners'),
};
for (const dir of Object.values(dirs)) mkdirSync(join(dir, 'share'), { recursive: true });

const extraDefs = porkDefs() + marketDefs();
const written = { products: [], categories: [] };

for (const [slug, [category, draw]] of Object.entries(PRODUCT_ART)) {
  writeFileSync(join(dirs.products, `${slug}.svg`), picture(category, draw(), extraDefs));
  written.products.push(slug);
}
for (const [slug, draw] of Object.entries(CATEGORY_ART)) {
  writeFileSync(join(dirs.categories, `${slug}.svg`), picture(slug, draw(), extraDefs));
  written.categories.push(slug);
}
for (const [name, body] of Object.entries(banners())) {
  writeFileSync(join(dirs.banners, `${name}.svg`), body);
}
writeFileSync(join(dirs.products, 'placeholder.svg'), placeholder());

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

const dataUrl = (file) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
const FONT = "Georgia, 'DejaVu Serif', 'Liberation Serif', serif";

/** Art on the left (800×600 → 840×630), the name on a dark panel on the right. */
async function share(file, title, out) {
  await page.setContent(`<html><body style="margin:0;width:1200px;height:630px;display:flex;background:#171311">
<img src="${dataUrl(file)}" style="width:840px;height:630px;display:block">
<div style="flex:1;padding:48px 36px;display:flex;flex-direction:column;justify-content:center;gap:20px;font-family:${FONT};color:#faf6ef">
<div style="font-size:18px;letter-spacing:.2em;text-transform:uppercase;color:#c7a15a">Brazil Prime</div>
<div style="font-size:44px;line-height:1.1">${title}</div>
<div style="width:56px;height:4px;background:#b4531f;border-radius:2px"></div>
<div style="font-size:20px;color:#e4d9c8">Açougue brasileiro · Georgia</div></div></body></html>`);
  await page.screenshot({ path: out, type: 'jpeg', quality: 78 });
}

const titles = {
  products: {
    ...Object.fromEntries(SEED_PRODUCTS.map((p) => [p.slug, p.name])),
    'picanha-fatiada': 'Picanha fatiada',
    'kit-churrasco-aberto': 'Kit churrasco família',
  },
  categories: Object.fromEntries(SEED_CATEGORIES.map((c) => [c.slug, c.name])),
};
for (const slug of written.products) {
  await share(
    join(dirs.products, `${slug}.svg`),
    titles.products[slug] ?? slug,
    join(dirs.products, 'share', `${slug}.jpg`),
  );
}
for (const slug of written.categories) {
  await share(
    join(dirs.categories, `${slug}.svg`),
    titles.categories[slug] ?? slug,
    join(dirs.categories, 'share', `${slug}.jpg`),
  );
}

// The shop's own preview image (seo og_image default: /og-image.png).
await page.setContent(`<html><body style="margin:0;width:1200px;height:630px;position:relative;overflow:hidden;background:#171311;font-family:${FONT}">
<div style="position:absolute;inset:0;background:radial-gradient(ellipse at 78% 62%,rgba(180,83,31,.6),transparent 58%),radial-gradient(ellipse at 12% 8%,rgba(122,31,26,.65),transparent 50%)"></div>
<img src="${dataUrl(join(dirs.banners, 'picanha.svg'))}" style="position:absolute;right:-40px;bottom:-30px;width:760px">
<div style="position:absolute;left:72px;top:110px;width:620px;color:#faf6ef">
<div style="display:flex;align-items:center;gap:18px"><div style="width:72px;height:72px;border-radius:50%;background:#7a1f1a;display:grid;place-items:center;font-size:40px">B</div>
<div style="font-size:30px;letter-spacing:.18em;text-transform:uppercase;color:#c7a15a">Desde 2017</div></div>
<div style="margin-top:28px;font-size:92px;line-height:1">Brazil Prime</div>
<div style="margin-top:26px;font-size:34px;line-height:1.25;color:#f3ebdd">Açougue e mercado brasileiro premium em Georgia</div>
<div style="margin-top:30px;font-size:24px;color:#c7a15a">Picanha · Fraldinha · Cupim · Linguiças</div></div></body></html>`);
await page.screenshot({ path: join(pub, 'og-image.png'), type: 'png' });

await browser.close();
const rasters = await writeRasters();
console.info(
  `art: ${written.products.length} products, ${written.categories.length} categories, banners, placeholder, share JPEGs, og-image.png, ${rasters} WebP rasters`,
);

function placeholder() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="#f3ebdd"/>
<g fill="none" stroke="#c9b99f" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
<path d="M300 250 h170 a20 20 0 0 1 20 20 v70 a20 20 0 0 1 -20 20 h-170 z"/>
<path d="M490 290 h70"/><circle cx="330" cy="285" r="10"/></g>
</svg>
`;
}
