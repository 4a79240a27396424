import { describe, expect, it } from 'vitest';
import { distinctAddresses } from './addresses';

const home = { street: '1 Roswell St', zip: '30060' };
const work = { street: '200 Peachtree St', zip: '30303' };

describe('distinctAddresses', () => {
  it.each([
    ['none', [], []],
    ['blanks only', [null, undefined], []],
    ['one', [home], [home]],
    ['the same twice, as equal copies', [home, { ...home }], [home]],
    ['first-seen order, blanks left out', [work, null, home, work, undefined], [work, home]],
  ])('%s', (_, input, expected) => {
    expect(distinctAddresses(input)).toEqual(expected);
  });
});
