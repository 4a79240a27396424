/** Query keys for checkout and orders; mutations invalidate through these. */
export const orderKeys = {
  all: ['orders'] as const,
  quote: (fulfilment: string, zip: string, storeId = '') =>
    [...orderKeys.all, 'quote', fulfilment, zip, storeId] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  one: (id: string) => [...orderKeys.all, 'one', id] as const,
};
