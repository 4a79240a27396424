import type { z } from 'zod';
import type { addItemSchema } from '@/shared/cart/schemas';
import { call, client } from '@/web/lib/api-client';
import { withAddedUnits } from './optimistic';
import { useCartWrite } from './use-cart-write';

/** The add as the shared schema reads it; the quantity is always sent, so the badge can count it at once. */
export type AddItemVars = z.input<typeof addItemSchema> & { quantity: number };

/** POST /api/cart/items: no price ever leaves the browser (the server reads it from the database). */
export const addItem = (vars: AddItemVars) => call(client.cart.items.$post({ json: vars }));

export const useAddItem = () =>
  useCartWrite<AddItemVars>({
    request: addItem,
    optimistic: (cart, vars) => withAddedUnits(cart, vars.quantity),
    success: () => 'added',
    failure: 'add',
  });
