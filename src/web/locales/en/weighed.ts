import type { weighed as pt } from '../pt-BR/weighed';
import type { SameKeys } from '../shape';

export const weighed: SameKeys<typeof pt> = {
  summary: '≈ {{weight}} · {{price}} · {{perKg}}',
  perKg: '{{price}}/kg',
  note: 'Sold by weight: the price is an estimate. We charge by the final weight on the scale, at most {{tolerance}} % above the estimate; below it, by the real weight.',
  estimate: 'Estimated weight',
};
