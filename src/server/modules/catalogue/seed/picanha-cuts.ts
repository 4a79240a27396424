import type { CutOptions } from '@/shared/catalogue/cuts';

/**
 * The demo picanha's cut options (issue 41, decision 091): all optional, so a picanha is still
 * added in one tap; steaks and the vacuum pack carry the prices of the extras they can replace.
 */
export const PICANHA_CUT_OPTIONS: CutOptions = {
  groups: [
    {
      group: 'form',
      required: false,
      values: [
        { value: 'whole', priceCents: 0 },
        { value: 'sliced', priceCents: 200 },
      ],
    },
    {
      group: 'thickness',
      required: false,
      values: [
        { value: '2', priceCents: 0 },
        { value: '3', priceCents: 0 },
        { value: '4', priceCents: 0 },
      ],
    },
    {
      group: 'fat',
      required: false,
      values: [
        { value: 'kept', priceCents: 0 },
        { value: 'trimmed', priceCents: 0 },
      ],
    },
    {
      group: 'vacuum',
      required: false,
      values: [
        { value: 'yes', priceCents: 350 },
        { value: 'no', priceCents: 0 },
      ],
    },
  ],
  note: true,
};
