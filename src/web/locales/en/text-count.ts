import type { textCount as pt } from '../pt-BR/text-count';
import type { SameKeys } from '../shape';

/** The long-text counter (components/ui/counted-textarea.tsx, decision 110): what a screen reader hears near the limit. */
export const textCount: SameKeys<typeof pt> = {
  left_zero: 'Limit of {{max}} characters reached.',
  left_one: '1 character left of {{max}}.',
  left_other: '{{count}} characters left of {{max}}.',
};
