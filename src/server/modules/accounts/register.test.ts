import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient, signUp, validRegistration } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { authAccount, authUser, usersUnified } from './schema';

describe('POST /api/accounts/register (§4.2, §5.1)', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_NOTIFY_PHONE: '+14045550100' } });
    call = caller(t);
  });
  afterAll(() => t.close());

  const messagesFor = (userId: string) =>
    t.database.db.select().from(messages).where(eq(messages.related_id, userId));

  it('creates the auth user, credential and profile, queues both messages; the sign-in after it works', async () => {
    const jar = new CookieJar();
    const input = validRegistration({ email: '  Maria.Reg@Example.COM ', fullName: '  Maria  da Silva ' });
    const { registered: res, signedIn } = await signUp(call, input, { jar, client: nextClient() });
    expect(res.status).toBe(201);
    // No session in the answer (decision 074): the same answer as for a taken address.
    expect(await res.json()).toEqual({ phoneSaved: true, whatsappWelcome: true });
    expect(signedIn.status).toBe(200);
    const body = { session: await signedIn.json() };
    expect(body.session.user.email).toBe('maria.reg@example.com');
    expect(body.session.profile).toMatchObject({
      role: 'customer',
      role_level: 4,
      name: 'Maria  da Silva',
      phone: '+5511987654321',
      country: 'BR',
      source: 'users_unified',
    });
    expect(body.session.permissions).toEqual(['view_products', 'view_orders']);
    expect(jar.names()).toContain('shop.session_token');

    const userId = body.session.user.id as string;
    const [profile] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    expect(profile?.metadata).toMatchObject({
      full_name: 'Maria  da Silva',
      phone: '+5511987654321',
      country: 'BR',
      marketing_consent: false,
    });
    expect(Date.parse(String(profile?.metadata.terms_accepted_at))).toBeGreaterThan(Date.now() - 60_000);
    const queued = await messagesFor(userId);
    expect(queued.map((m) => [m.purpose, m.recipient, m.channel]).sort()).toEqual([
      // A +1 notice phone hears by SMS (decision 077); WhatsApp would block it (§5.5).
      ['admin_notice', '+14045550100', 'sms'],
      ['email_verification', 'maria.reg@example.com', 'email'],
      ['welcome', '+5511987654321', 'whatsapp'],
    ]);
    expect(queued.find((m) => m.purpose === 'welcome')?.body).toContain('*Maria*');

    const me = await call('GET', '/api/accounts/me', undefined, { jar });
    expect(me.status).toBe(200);
    expect((await me.json()).user.id).toBe(userId);
  });

  it('stores a US phone in E.164 with its country', async () => {
    const { registered: res, signedIn } = await signUp(
      call,
      validRegistration({ country: 'US', phone: '(404) 555-0123' }),
      { client: nextClient() },
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect((await signedIn.json()).profile.phone).toBe('+14045550123');
    // WhatsApp welcomes go to Brazilian numbers only (§5.5): nothing is said of one on its way.
    expect(body.whatsappWelcome).toBe(false);
  });

  it.each([
    ['no phone', undefined],
    ['a blank phone', '  '],
    ['an invalid phone', '123'],
  ])('registers with %s, keeps the phone null and queues no WhatsApp', async (_name, phone) => {
    const { registered: res, signedIn } = await signUp(call, validRegistration({ phone }), {
      client: nextClient(),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.phoneSaved).toBe(false);
    expect(body.whatsappWelcome).toBe(false);
    const session = await signedIn.json();
    expect(session.profile.phone).toBeNull();
    // Only the e-mail confirmation link (issue 18): no welcome, no admin notice.
    expect((await messagesFor(session.user.id)).map((m) => m.purpose)).toEqual(['email_verification']);
  });

  it('creates no second account for the same e-mail, whatever its case, and answers as if it did', async () => {
    const input = validRegistration();
    const first = await call('POST', '/api/accounts/register', input, { client: nextClient() });
    const again = await call(
      'POST',
      '/api/accounts/register',
      { ...input, fullName: 'Someone Else', email: ` ${String(input.email).toUpperCase()} ` },
      { client: nextClient() },
    );
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const owners = await t.database.db
      .select()
      .from(authUser)
      .where(eq(authUser.email, String(input.email)));
    expect(owners.map((u) => u.name)).toEqual(['Maria da Silva']);
  });

  it('answers 422 with field messages for bad input', async () => {
    const res = await call(
      'POST',
      '/api/accounts/register',
      validRegistration({ email: 'nope', confirmPassword: 'different1', acceptTerms: false }),
      { client: nextClient() },
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['acceptTerms', 'confirmPassword', 'email']);
  });

  it('leaves no orphan auth user when the profile cannot be created (§8.2 message)', async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'profile refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_profile before insert on users_unified
      for each row execute function refuse_profile()`);
    const counts = async () => ({
      users: (await db.select({ n: count() }).from(authUser))[0]?.n,
      credentials: (await db.select({ n: count() }).from(authAccount))[0]?.n,
      profiles: (await db.select({ n: count() }).from(usersUnified))[0]?.n,
      messages: (await db.select({ n: count() }).from(messages))[0]?.n,
    });
    const before = await counts();
    try {
      const input = validRegistration();
      const res = await call('POST', '/api/accounts/register', input, { client: nextClient() });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 'internal', key: 'auth.registerProfile', message: authMessages.registerProfile },
      });
      expect(
        await db
          .select()
          .from(authUser)
          .where(eq(authUser.email, String(input.email))),
      ).toEqual([]);
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_profile on users_unified`);
    }
  });
});
