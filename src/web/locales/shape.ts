/** A dictionary with the same keys as another, every leaf a string: en must match pt-BR key for key. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
