import { describe, expect, it } from 'vitest';
import { shoeSizeLabel, shoeSizeRange, usMensSize } from './shoe-sizes';

/** The men's chart of Brazilian sports retailers, BR → US (decision 113). */
const TABLE = [
  ['34', 3.5],
  ['35', 4],
  ['36', 5],
  ['37', 5.5],
  ['38', 6.5],
  ['39', 7],
  ['40', 8],
  ['41', 9],
  ['42', 9.5],
  ['43', 10.5],
  ['44', 11],
  ['45', 12],
  ['46', 12.5],
  ['47', 13.5],
  ['48', 14.5],
] as const;

describe('BR → US men’s shoe sizes', () => {
  it.each(TABLE)('BR %s is US %s', (br, us) => {
    expect(usMensSize(br)).toBe(us);
  });

  it('is the scales’ rule: 8 + (BR − 40) × 0.79 to the nearest half size, rising by ½ or 1 a size', () => {
    const rows = TABLE.map(([br, us]) => [Number(br), us] as const);
    for (const [br, us] of rows) expect(us).toBe(Math.round((8 + (br - 40) * 0.79) * 2) / 2);
    for (let i = 1; i < rows.length; i++) {
      const step = (rows[i]?.[1] ?? 0) - (rows[i - 1]?.[1] ?? 0);
      expect([0.5, 1]).toContain(step);
    }
  });

  it.each([
    ['40', 'pt-BR', '40 BR · 8 US'],
    ['39', 'pt-BR', '39 BR · 7 US'],
    ['38', 'pt-BR', '38 BR · 6,5 US'],
    ['38', 'en', '38 BR · 6.5 US'],
    [' 42 ', 'en', '42 BR · 9.5 US'],
    ['33', 'pt-BR', '33'],
    ['40,5', 'pt-BR', '40,5'],
    ['M', 'en', 'M'],
    ['33', 'en', '33'],
    ['49', 'en', '49'],
    ['4e1', 'en', '4e1'],
  ])('labels %j in %s as %j', (br, language, label) => {
    expect(shoeSizeLabel(br, language)).toBe(label);
  });

  it.each([
    [['37', '38', '39', '40', '41', '42', '43', '44'], 'pt-BR', '37–44 BR · 5,5–11 US'],
    [['44', '38', '40'], 'en', '38–44 BR · 6.5–11 US'],
    [['40'], 'pt-BR', '40 BR · 8 US'],
    [['P', '40', 'G'], 'pt-BR', '40 BR · 8 US'],
    [['P', 'M'], 'pt-BR', null],
    [[], 'en', null],
  ] as const)('sums up %j in %s as %j', (sizes, language, line) => {
    expect(shoeSizeRange(sizes, language)).toBe(line);
  });
});
