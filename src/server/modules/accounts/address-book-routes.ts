import { Hono } from 'hono';
import { currentAuth, requireSession } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { savedAddressParams, savedAddressSchema } from '@/shared/accounts/address-book';
import type { AccountsService } from './service';

/**
 * Her address book (issue 38, decision 097), under /api/accounts/me/addresses. Who may call: a
 * signed-in, non-suspended account (`requireSession` first: a visitor gets 401 before any
 * validation), and only on her own addresses (another's id answers 404).
 */
export function addressBookRoutes(accounts: AccountsService) {
  return new Hono<AppEnv>()
    .get('/me/addresses', requireSession, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ addresses: await accounts.addresses.list(currentAuth(c).user.id) });
    })
    .post('/me/addresses', requireSession, validate('json', savedAddressSchema), async (c) => {
      const address = await accounts.addresses.add(currentAuth(c).user.id, c.req.valid('json'));
      return c.json({ address }, 201);
    })
    .put(
      '/me/addresses/:id',
      requireSession,
      validate('param', savedAddressParams),
      validate('json', savedAddressSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({
          address: await accounts.addresses.change(currentAuth(c).user.id, id, c.req.valid('json')),
        });
      },
    )
    .delete('/me/addresses/:id', requireSession, validate('param', savedAddressParams), async (c) => {
      await accounts.addresses.remove(currentAuth(c).user.id, c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
