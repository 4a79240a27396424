import { describe, expect, it } from 'vitest';
import { KEYS } from './messages';
import { formatScaleWeight } from './scale-weight';
import {
  formatLb,
  formatLbExact,
  formatLbOz,
  formatNominalLb,
  gramsToCentiLb,
  gramsToMilliLb,
  gramsToOunces,
  kgToLbDecimal,
  kgToMilliLb,
  lbOzToGrams,
  milliLbToKg,
  perKgToPerLbCents,
  perLbToPerKgCents,
  perWeightCents,
  unitsFromSetting,
} from './units';
import { parseWeighing } from './units-input';
import { formatWeight } from './weight';

const K = KEYS.weighing;

describe('kg ↔ lb prices (1 lb = 0.45359237 kg, half up)', () => {
  it.each([
    // per kg ¢, per lb ¢
    [11990, 5439], // 119.90/kg → 54.386… → 54.39/lb
    [10000, 4536], // 45.359237 → 45.36
    [1, 0], // 0.45 ¢ → 0
    [2, 1], // 0.907 ¢ → 1
    [0, 0],
    [8990, 4078], // 40.777… → 40.78
    [2205, 1000], // 1000.17… → 1000
  ])('%i ¢/kg → %i ¢/lb', (perKg, perLb) => {
    expect(perKgToPerLbCents(perKg)).toBe(perLb);
    expect(perWeightCents(perKg, 'imperial')).toBe(perLb);
    expect(perWeightCents(perKg, 'metric')).toBe(perKg);
  });

  it.each([
    // per lb ¢ typed, per kg ¢ stored
    [1299, 2864], // 12.99/lb → 28.638… → 28.64/kg
    [5439, 11991],
    [1000, 2205], // 22.046… → 22.05
    [1, 2],
    [0, 0],
  ])('%i ¢/lb typed → %i ¢/kg stored', (perLb, perKg) => {
    expect(perLbToPerKgCents(perLb)).toBe(perKg);
  });

  it('every price typed per lb up to $1,000.00 shows back as the same per lb', () => {
    for (let perLb = 0; perLb <= 100_000; perLb++) {
      expect(perKgToPerLbCents(perLbToPerKgCents(perLb))).toBe(perLb);
    }
  });

  it('a stored per-kg price is kept when the per-lb price shown is saved unchanged (no cent lost)', () => {
    for (const perKg of [11990, 8990, 1, 2, 4999, 123457, 999_999]) {
      const shown = perKgToPerLbCents(perKg);
      expect(perLbToPerKgCents(shown, perKg)).toBe(perKg);
    }
    // Changed per lb: the stored price moves to the per-lb price typed.
    expect(perLbToPerKgCents(5440, 11990)).toBe(11993);
    expect(perKgToPerLbCents(11993)).toBe(5440);
  });

  it('prices at the database maximum stay exact (numeric(12,2))', () => {
    const max = 999_999_999_999; // 9 999 999 999,99
    expect(perKgToPerLbCents(max)).toBe(453_592_370_000);
    expect(perKgToPerLbCents(perLbToPerKgCents(453_592_370_000))).toBe(453_592_370_000);
  });
});

describe('grams ↔ pounds and ounces', () => {
  it.each([
    // grams, centi-lb, oz, "lb", "lb oz"
    [1066, 235, 38, '2.35 lb', '2 lb 6 oz'],
    [1077, 237, 38, '2.37 lb', '2 lb 6 oz'],
    [454, 100, 16, '1.00 lb', '1 lb'],
    [340, 75, 12, '0.75 lb', '12 oz'],
    [1000, 220, 35, '2.20 lb', '2 lb 3 oz'],
    [14, 3, 0, '0.03 lb', '0 oz'],
    [15, 3, 1, '0.03 lb', '1 oz'],
  ])('%i g → %i centi-lb, %i oz, %s, %s', (grams, centi, oz, lb, lbOz) => {
    expect(gramsToCentiLb(grams)).toBe(centi);
    expect(gramsToOunces(grams)).toBe(oz);
    expect(formatLb(grams, 'en')).toBe(lb);
    expect(formatLbOz(grams)).toBe(lbOz);
  });

  it('a saved weight shown in lb and typed back gives the same grams (every weight up to 50 kg)', () => {
    for (let grams = 1; grams <= 50_000; grams++) {
      const parsed = parseWeighing(formatLbExact(grams, grams % 2 ? 'pt-BR' : 'en'), 'imperial');
      expect(parsed).toEqual({ ok: true, grams });
    }
    expect(formatLbExact(1065, 'en')).toBe('2.348 lb');
    expect(gramsToMilliLb(1066)).toBe(2350);
  });

  it('the display in floating point (./weight) equals the exact rule for every weight to 100 kg', async () => {
    const { centiLbOf, ouncesOf } = await import('./weight');
    for (let grams = 0; grams <= 100_000; grams++) {
      expect(centiLbOf(grams)).toBe(gramsToCentiLb(grams));
      expect(ouncesOf(grams)).toBe(gramsToOunces(grams));
    }
  });

  it('writes the decimal separator of the language', () => {
    expect(formatLb(1066, 'pt-BR')).toBe('2,35 lb');
    expect(formatScaleWeight(1066, 'pt-BR', 'imperial')).toBe('2,35 lb');
    expect(formatScaleWeight(1066, 'en', 'metric')).toBe('1.066 kg');
  });

  it.each([
    // kg, en, pt-BR — SPEC §9's rule in pounds
    [1, '2.2 lb', '2,2 lb'],
    [0.5, '1.1 lb', '1,1 lb'],
    [0.4, '14 oz', '14 oz'],
    [0.25, '9 oz', '9 oz'],
    [0.45359237, '1 lb', '1 lb'],
    [2.5, '5.5 lb', '5,5 lb'],
    [0.001, '1 oz', '1 oz'],
  ])('nominal %d kg → %s / %s', (kg, en, pt) => {
    expect(formatWeight(kg, 'en', 'imperial')).toBe(en);
    expect(formatWeight(kg, 'pt-BR', 'imperial')).toBe(pt);
    expect(formatNominalLb(Math.round(kg * 1000), 'en')).toBe(en);
  });

  it.each([
    [2000, 60, 1077], // 2 lb 6 oz
    [2350, 0, 1066], // 2.35 lb
    [0, 370, 1049], // 37 oz
    [1000, 0, 454],
    [0, 10, 28],
  ])('%i milli-lb + %i deci-oz → %i g', (milliLb, deciOz, grams) => {
    expect(lbOzToGrams(milliLb, deciOz)).toBe(grams);
  });
});

describe('kg ↔ lb for stored weights (exports and the product editor, decision 123)', () => {
  it.each([
    // kg stored, milli-lb, CSV text
    [1.2, 2646, '2.646'],
    ['1.200', 2646, '2.646'],
    [0.4, 882, '0.882'],
    [1, 2205, '2.205'],
    [0.001, 2, '0.002'],
    [0.454, 1001, '1.001'], // whole grams: 454 g is 1.0009 lb
  ])('%s kg → %i milli-lb, "%s"', (kg, milli, text) => {
    expect(kgToMilliLb(kg)).toBe(milli);
    expect(kgToLbDecimal(kg)).toBe(text);
  });

  it('a stored weight written in lb and read back is the same kg (every gram up to 50 kg)', () => {
    for (let grams = 1; grams <= 50_000; grams++) {
      expect(milliLbToKg(kgToMilliLb(grams / 1000))).toBe(grams / 1000);
    }
    expect(kgToLbDecimal(null)).toBeNull();
  });
});

describe('the units setting', () => {
  it.each([
    ['imperial', 'imperial'],
    [' Imperial ', 'imperial'],
    ['metric', 'metric'],
    ['', 'metric'],
    [undefined, 'metric'],
    ['furlongs', 'metric'],
  ] as const)('%s → %s', (stored, units) => {
    expect(unitsFromSetting(stored)).toBe(units);
  });
});

describe('parseWeighing: what staff type on the scale', () => {
  it.each([
    ['2.35 lb', 'metric', 1066],
    ['2,35 lb', 'metric', 1066],
    ['2 lb 6 oz', 'metric', 1077],
    ['2lb6oz', 'imperial', 1077],
    ['2 lbs 6.5 oz', 'imperial', 1091],
    ['37 oz', 'imperial', 1049],
    ['37 OZ', 'metric', 1049],
    ['1065 g', 'imperial', 1065],
    ['1,065 kg', 'imperial', 1065],
    ['1.065 kg', 'metric', 1065],
    ['1,08', 'metric', 1080],
    ['1080', 'metric', 1080],
    ['1080', 'imperial', 1080], // a bare whole number from 100 up is grams in both
    ['2.35', 'imperial', 1066], // a bare decimal is the shop's unit
    ['2,35', 'imperial', 1066],
    ['3', 'imperial', 1361],
    ['3', 'metric', 3000],
    ['1.080', 'metric', 1080],
  ] as const)('"%s" (%s) → %i g', (text, units, grams) => {
    expect(parseWeighing(text, units)).toEqual({ ok: true, grams });
  });

  it.each([
    ['', 'metric', K.weightRequired],
    ['', 'imperial', K.weightRequiredLb],
    ['abc', 'metric', K.weightInvalid],
    ['abc', 'imperial', K.weightInvalidLb],
    ['2 stone', 'imperial', K.weightInvalidLb],
    ['2 lb 16 oz', 'imperial', K.ozTooMany],
    ['2 lb 6.25 oz', 'imperial', K.ozDecimals],
    ['6.25 oz', 'imperial', K.ozDecimals],
    ['2.3456 lb', 'imperial', K.lbDecimals],
    ['1.0805 kg', 'metric', K.weightDecimals],
    ['1065.5 g', 'metric', K.weightDecimals],
    ['-2 lb', 'imperial', K.weightPositive],
    ['0 oz', 'imperial', K.weightPositive],
    ['0.0001 lb', 'imperial', K.lbDecimals],
    ['0.001 lb', 'imperial', K.weightPositive], // 0.45 g rounds to 0 g
    ['99999999999999 g', 'metric', K.weightInvalid],
  ] as const)('"%s" (%s) → %s', (text, units, key) => {
    expect(parseWeighing(text, units)).toMatchObject({ ok: false, key });
  });

  it('every refusal has its text in Portuguese (the shared catalogue)', async () => {
    const { MESSAGES } = await import('./messages');
    for (const key of [
      'weightRequiredLb',
      'weightInvalidLb',
      'lbDecimals',
      'ozDecimals',
      'ozTooMany',
    ] as const)
      expect(MESSAGES.weighing[key]).toMatch(/\w/);
  });
});
