import type { cuts as pt } from '../pt-BR/cuts';
import type { SameKeys } from '../shape';

export const cuts: SameKeys<typeof pt> = {
  title: 'How we cut it',
  hint: 'Choose how the butcher prepares it.',
  optional: 'optional',
  none: 'No preference',
  required: 'Choose the options marked required to add it.',
  requiredMark: 'required',
  note: 'Note for the butcher',
  notePlaceholder: 'e.g. keep the fat cap thin',
  noteHint: 'Up to {{max}} characters.',
};
