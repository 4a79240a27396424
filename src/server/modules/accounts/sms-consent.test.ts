import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConsentView } from '@/shared/sms/rules';
import { type Call, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { recordOptOut } from '../messaging/public';
import { usersUnified } from './schema';

/** A customer's SMS consent on her profile page and the admin user screen (decision 083). */
let t: TestApp;
let call: Call;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

type Sms = { sms: SmsConsentView | null };

async function customerWith(phone: string, country: 'US' | 'BR') {
  const customer = await signIn(t, 'customer');
  await body(
    await call('PATCH', '/api/accounts/me', { fullName: 'Ana Souza', country, phone }, { jar: customer.jar }),
    200,
  );
  const [row] = await t.database.db
    .select({ id: usersUnified.id })
    .from(usersUnified)
    .where(eq(usersUnified.auth_user_id, customer.userId));
  return { ...customer, profileId: row!.id };
}

describe('SMS consent on the profile page', () => {
  it('a +1 customer gives it, the admin sees when and where, then a STOP, then she withdraws it', async () => {
    const ana = await customerWith('404 555 0161', 'US');
    const mine = () => call('GET', '/api/accounts/me/sms', undefined, { jar: ana.jar });
    expect((await body<Sms>(await mine(), 200)).sms).toEqual({
      phone: '+14045550161',
      consent: null,
      withdrawnAt: null,
      optedOut: null,
    });

    const given = await body<Sms & { message: string }>(
      await call('PUT', '/api/accounts/me/sms', { consent: true }, { jar: ana.jar }),
      200,
    );
    expect(given.message).toBe('Pronto: você vai receber SMS sobre seus pedidos e ofertas.');
    expect(given.sms?.consent).toMatchObject({ phone: '+14045550161', source: 'profile' });

    const admin = (await signIn(t, 'admin')).jar;
    const detail = () => call('GET', `/api/accounts/users/${ana.profileId}`, undefined, { jar: admin });
    expect((await body<Sms>(await detail(), 200)).sms?.consent).toMatchObject({ source: 'profile' });

    // She replied STOP to a text: the admin screen and her profile say so.
    await recordOptOut(t.database.db, '+14045550161', 'stop_reply', new Date('2026-11-29T15:00:00Z'));
    expect((await body<Sms>(await detail(), 200)).sms?.optedOut).toEqual({
      at: '2026-11-29T15:00:00.000Z',
      source: 'stop_reply',
    });

    const withdrawn = await body<Sms & { message: string }>(
      await call('PUT', '/api/accounts/me/sms', { consent: false }, { jar: ana.jar }),
      200,
    );
    expect(withdrawn.message).toBe('Pronto: você não vai mais receber SMS da loja.');
    expect(withdrawn.sms?.consent).toBeNull();
    expect(withdrawn.sms?.withdrawnAt).not.toBeNull();
    const [row] = await t.database.db
      .select({ metadata: usersUnified.metadata })
      .from(usersUnified)
      .where(eq(usersUnified.id, ana.profileId));
    expect(row?.metadata).not.toHaveProperty('smsConsent');
    expect((await body<Sms>(await detail(), 200)).sms).toMatchObject({ consent: null });
  });

  it('without a +1 phone the box is refused on its field, in the interface’s language', async () => {
    const bia = await customerWith('11 98765-4321', 'BR');
    const res = await call('PUT', '/api/accounts/me/sms', { consent: true }, { jar: bia.jar });
    const refused = await body<{ error: { fields: Record<string, { key: string }[]> } }>(res, 422);
    expect(refused.error.fields.consent?.[0]?.key).toBe('sms.consentNeedsUsPhone');
    expect(
      (await body<Sms>(await call('GET', '/api/accounts/me/sms', undefined, { jar: bia.jar }), 200)).sms,
    ).toMatchObject({
      phone: null,
      consent: null,
    });
  });

  it('a consent for an old number does not cover the new one', async () => {
    const caio = await customerWith('404 555 0162', 'US');
    await body(await call('PUT', '/api/accounts/me/sms', { consent: true }, { jar: caio.jar }), 200);
    await body(
      await call(
        'PATCH',
        '/api/accounts/me',
        { fullName: 'Caio', country: 'US', phone: '404 555 0163' },
        { jar: caio.jar },
      ),
      200,
    );
    const { sms } = await body<Sms>(
      await call('GET', '/api/accounts/me/sms', undefined, { jar: caio.jar }),
      200,
    );
    expect(sms).toMatchObject({ phone: '+14045550163', consent: null });
  });

  it('visitors 401', async () => {
    expect((await call('GET', '/api/accounts/me/sms')).status).toBe(401);
    expect((await call('PUT', '/api/accounts/me/sms', { consent: true })).status).toBe(401);
  });
});
