import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { cartTaxEstimateInput } from '@/shared/tax/schemas';
import type { TaxService } from './service';

/** `POST /api/tax/estimate`: the cart's estimated tax (anyone with a cart; nothing stored). */
export function taxPublicRoutes(tax: TaxService) {
  return new Hono<AppEnv>().post('/estimate', validate('json', cartTaxEstimateInput), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ estimate: await tax.cartEstimate(c.req.valid('json')) });
  });
}
