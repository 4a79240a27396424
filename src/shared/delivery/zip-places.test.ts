import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import { addressSchema } from '../orders/schemas';
import { citiesOfZip, stateOfZip, zipPlaceMismatches } from './zip-places';

describe('the state of a ZIP by its USPS 3-digit prefix', () => {
  it.each([
    ['30060', 'GA'],
    ['30339', 'GA'],
    ['31901', 'GA'],
    ['39901', 'GA'],
    ['33101', 'FL'],
    ['32801', 'FL'],
    ['34102', 'FL'],
    ['35203', 'AL'],
    ['37203', 'TN'],
    ['29201', 'SC'],
    ['28202', 'NC'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['00901', 'PR'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['73301', 'TX'],
    ['73102', 'OK'],
    ['88501', 'TX'],
    ['90210', 'CA'],
    ['96910', 'GU'],
    ['99501', 'AK'],
    ['30060-1234', 'GA'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(['09001', '34001', '96201', '00000', '3006', 'abcde', ''])('%s has no state we check', (zip) => {
    expect(stateOfZip(zip)).toBeNull();
  });
});

/** The ZIPs the demo store's zones list (stores/demo-store.ts), and Atlanta's the metro zone takes. */
const DEMO_ZONE_ZIPS = [
  ...['30060', '30062', '30064', '30066', '30067', '30068', '30144', '30152'],
  ...['30080', '30082', '30339', '30075', '30076', '30022'],
  ...['30303', '30305', '30309', '30318', '30328', '30342'],
];

describe('the city of the shop’s delivery ZIPs', () => {
  it('knows every ZIP the demo zones list', () => {
    for (const zip of DEMO_ZONE_ZIPS) expect(citiesOfZip(zip), zip).not.toBeNull();
  });

  it.each([
    ['30060', 'Marietta'],
    ['30144', 'Kennesaw'],
    ['30080', 'Smyrna'],
    ['30075', 'Roswell'],
    ['30022', 'Alpharetta'],
    ['30305', 'Atlanta'],
    ['30339', 'Atlanta'],
  ])('%s is %s', (zip, city) => {
    expect(citiesOfZip(zip)?.[0]).toBe(city);
  });

  it('leaves out ZIPs outside the table', () => {
    expect(citiesOfZip('33101')).toBeNull();
    expect(citiesOfZip('30999')).toBeNull();
  });
});

describe('ZIP, city and state checked against each other', () => {
  it.each([
    { zip: '30060', city: 'Marietta', state: 'GA', wrong: [] },
    { zip: '30060', city: ' marietta ', state: 'GA', wrong: [] },
    { zip: '30022', city: 'Johns Creek', state: 'GA', wrong: [] },
    { zip: '30328', city: 'Sandy Springs', state: 'GA', wrong: [] },
    { zip: '30305', city: 'Atlanta', state: 'GA', wrong: [] },
    { zip: '31401', city: 'Savannah', state: 'GA', wrong: [] },
    { zip: '33101', city: 'Miami', state: 'FL', wrong: [] },
    { zip: '30060', city: 'Miami', state: 'FL', wrong: ['state', 'city'] },
    { zip: '30060', city: 'Atlanta', state: 'GA', wrong: ['city'] },
    { zip: '30305', city: 'Marietta', state: 'GA', wrong: ['city'] },
    { zip: '33101', city: 'Miami', state: 'GA', wrong: ['state'] },
    { zip: '09001', city: 'APO', state: 'NY', wrong: [] },
  ])('$zip $city, $state → $wrong', ({ wrong, ...address }) => {
    expect(zipPlaceMismatches(address).map((m) => m.field)).toEqual(wrong);
  });

  it('refuses "Miami, FL 30060" on the state and the city, saying what the ZIP is', () => {
    const result = addressSchema.safeParse({
      street: '100 Church St',
      city: 'Miami',
      state: 'FL',
      zip: '30060',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(issues).toEqual([
      { path: 'state', message: KEYS.order.zipStateMismatch },
      { path: 'city', message: KEYS.order.zipCityMismatch },
    ]);
    const city = result.error?.issues[1] as { params?: unknown };
    expect(city.params).toEqual({ zip: '30060', city: 'Marietta' });
  });

  it('takes "Marietta, Georgia 30060" and keeps the state code', () => {
    const parsed = addressSchema.parse({
      street: '100 Church St',
      city: 'Marietta',
      state: 'Georgia',
      zip: '30060',
    });
    expect(parsed.state).toBe('GA');
  });
});
