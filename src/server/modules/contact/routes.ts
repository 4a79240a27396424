import { Hono } from 'hono';
import { clientIp } from '@/server/http/client-ip';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import { contactMessageSchema } from '@/shared/contact/schemas';
import type { ContactService } from './service';

/** Public, rate limited (upload class, as every anonymous write): the contact form of SPEC §2.7. */
export function contactRoutes(contact: ContactService, trustedProxies: ReadonlySet<string>) {
  return new Hono<AppEnv>().post('/', validate('json', contactMessageSchema), async (c) => {
    const row = await contact.submit(c.req.valid('json'), { ip: clientIp(c, trustedProxies) });
    return c.json({ id: row.id }, 201);
  });
}
