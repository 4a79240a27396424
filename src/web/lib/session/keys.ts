/** Query keys of the accounts feature (one factory, STYLE habit 8). */
export const accountKeys = {
  all: ['accounts'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
};
