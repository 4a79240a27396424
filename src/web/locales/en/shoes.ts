import type { shoes as pt } from '../pt-BR/shoes';
import type { SameKeys } from '../shape';

export const shoes: SameKeys<typeof pt> = {
  searchPlaceholder: 'Turf cleats, running shoes…',
  usSizes: 'US men’s sizes, approximate: brands vary by up to half a size.',
};
