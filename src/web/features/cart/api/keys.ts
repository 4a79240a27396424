/** One query-key factory for the cart (STYLE habit 8); mutations share the `all` prefix as their key. */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};
