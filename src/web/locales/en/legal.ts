import type { legal as pt } from '../pt-BR/legal';
import type { SameKeys } from '../shape';

export const legal: SameKeys<typeof pt> = {
  updatedAt: 'Updated',
  close: 'Close',
  index: 'Contents',
  showIndex: 'Show contents',
  hideIndex: 'Hide contents',
  previous: 'Previous',
  next: 'Next',
  counter: '{{current}} of {{total}}',
  previousHint: 'Previous section',
  nextHint: 'Next section',
  closeHint: 'Close (Esc)',
};
