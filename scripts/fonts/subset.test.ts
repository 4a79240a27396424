import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the font script is a plain ES module without types
import { FONTS, FONTS_DIR, LATIN_RANGE, latinCodePoints, subset, WEIGHTS } from './subset.mjs';

type Font = { file: string; from: string };

const root = join(import.meta.dirname, '../..');
const text = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(root, dir, file), 'utf8'))
    .join('');

async function face(file: string) {
  const sfnt = await fontverter.convert(readFileSync(join(FONTS_DIR, file)), 'truetype');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

describe('brand font subsets (decision 059)', () => {
  it.each(FONTS as Font[])(
    '$file is what scripts/fonts/subset.mjs makes of the package file',
    async (font) => {
      expect(Buffer.compare(await subset(font), readFileSync(join(FONTS_DIR, font.file)))).toBe(0);
    },
  );

  it.each(FONTS as Font[])(
    '$file draws every character of the dictionaries and the demo catalogue in its range',
    async (font) => {
      const covered = new Set((await face(font.file)).collectUnicodes());
      const range = new Set<number>(latinCodePoints());
      const used = new Set(
        [...(text('src/web/locales') + text('src/server/modules/catalogue/seed'))]
          .map((char) => char.codePointAt(0) as number)
          .filter((code) => range.has(code) && code >= 0x20 && code !== 0x7f),
      );
      expect(used.size).toBeGreaterThan(90); // ASCII and Portuguese accents at least
      expect(
        [...used].filter((code) => !covered.has(code)).map((code) => String.fromCodePoint(code)),
      ).toEqual([]);
      for (const letter of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇ€–—“”‘’…•')
        expect(covered.has(letter.codePointAt(0) as number)).toBe(true);
    },
  );

  it.each(FONTS as Font[])(
    '$file keeps the weights from regular to bold, and styles.css and index.html load it',
    async (font) => {
      const { wght } = (await face(font.file)).getAxisInfos();
      expect([wght?.min, wght?.max]).toEqual([WEIGHTS.min, WEIGHTS.max]);
      const css = readFileSync(join(root, 'src/web/styles.css'), 'utf8');
      const block = css.split('@font-face').find((part) => part.includes(font.file)) ?? '';
      expect(block).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
      // The characters cut are the ones the @font-face says the file draws.
      const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
      const range = (LATIN_RANGE as [number, number][])
        .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
        .join(', ');
      expect(
        block
          .match(/unicode-range:([^;]*);/)?.[1]
          ?.replace(/\s+/g, ' ')
          .trim(),
      ).toBe(range);
      expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain(`href="./src/web/fonts/${font.file}"`);
    },
  );
});
