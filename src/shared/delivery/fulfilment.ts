import { z } from 'zod';

/** How an order reaches the customer: brought to an address, or picked up at the store. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const fulfilmentSchema = z.enum(FULFILMENTS);
