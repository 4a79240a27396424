/** The stores area's queries (STYLE habit 8): a write reads the list and the store again. */
export const storeKeys = {
  all: ['staff', 'stores'] as const,
  list: () => [...storeKeys.all, 'list'] as const,
  one: (id: string) => [...storeKeys.all, 'one', id] as const,
};
