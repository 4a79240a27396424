/** English for the pre-order campaigns' messages (issue 41, decision 093). */
export const campaignErrors = {
  campaign: {
    notFound: 'Pre-order not found.',
    nameRequired: 'Enter the pre-order name in Portuguese and in English.',
    slugInvalid: 'Use only lowercase letters, numbers and hyphens in the address (e.g. thanksgiving).',
    slugTaken: 'Another pre-order already uses this address.',
    periodInvalid: 'Orders must close after they open.',
    slotsRequired: 'Enter at least one day and one size with a capacity.',
    slotTwice: 'This day and size appear twice.',
    dayBeforeOrders: 'A pickup or delivery day cannot be before orders open.',
    capacityInvalid: 'The capacity must be a whole number from 0 to 9999.',
    capacityBelowTaken: '{{taken}} are already reserved on this day and size: the capacity cannot be lower.',
    slotHasOrders: 'This day and size already have orders: they cannot be removed from the pre-order.',
    variationUnknown: 'Size not found: choose a variation of a product.',
    depositInvalid: 'The deposit must be an amount in cents or a percentage from 1 to 100.',
    closed: 'Pre-orders for {{name}} are not open right now.',
    notADay: '{{name}} is only handed over on the pre-order days: choose one of them.',
    dayFull: 'Sold out: no more {{size}} for {{day}}. Choose another day or size.',
    twoCampaigns: 'An order may hold items of one pre-order only.',
  },
} as const;
