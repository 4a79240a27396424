import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { upsertUser } from './actions/upsert-user';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './auth';
import { authSession, usersUnified } from './schema';

const PASSWORD = 'segredo123';

describe('sign-in, sessions and sign-out', () => {
  let t: TestApp;
  let call: Call;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    userId = (
      await upsertUser(t.database.db, { email: 'ana@example.com', password: PASSWORD, role: 'customer' })
    ).userId;
  });
  afterAll(() => t.close());

  const signIn = async (email = 'ana@example.com', password = PASSWORD, jar = new CookieJar()) => {
    const res = await call('POST', '/api/accounts/login', { email, password }, { jar, client: nextClient() });
    return { res, jar };
  };
  const sessionRows = () => t.database.db.select().from(authSession).where(eq(authSession.userId, userId));

  it('trims and lower-cases the e-mail, sets an HTTP-only SameSite=Lax cookie and returns the profile', async () => {
    const { res, jar } = await signIn('   ANA@Example.COM  ');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ id: userId, email: 'ana@example.com' });
    expect(body.profile).toMatchObject({ role: 'customer', user_role: 'customer', source: 'users_unified' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shop.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    expect(jar.get('shop.session_token')).toBeTruthy();
    const [profile] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    expect(profile?.last_login_at?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await signIn('ana@example.com', 'errada999');
    const unknown = await signIn('ninguem@example.com', PASSWORD);
    const expected = {
      error: {
        code: 'unauthorized',
        key: 'auth.invalidCredentials',
        message: authMessages.invalidCredentials,
      },
    };
    expect([wrong.res.status, unknown.res.status]).toEqual([401, 401]);
    expect(await wrong.res.json()).toEqual(expected);
    expect(await unknown.res.json()).toEqual(expected);
    expect(wrong.res.headers.getSetCookie()).toEqual([]);
  });

  it('answers 422 for a malformed e-mail, before any attempt', async () => {
    const { res } = await signIn('ana', PASSWORD);
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields.email).toEqual([
      { key: 'account.emailInvalid', message: 'Informe um e-mail válido' },
    ]);
  });

  it('gives every sign-in a new session id', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a.jar.get('shop.session_token')).not.toBe(b.jar.get('shop.session_token'));
    const tokens = (await sessionRows()).map((s) => s.token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('GET /session answers 200 with null when signed out; /me answers 401 in the DESIGN §6 shape', async () => {
    const session = await call('GET', '/api/accounts/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ session: null });
    const me = await call('GET', '/api/accounts/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      error: { code: 'unauthorized', key: 'auth.sessionMissing', message: authMessages.sessionMissing },
    });
  });

  it('refreshes a session that is near its expiry', async () => {
    const { jar } = await signIn();
    const token = jar.get('shop.session_token')?.split('.')[0] ?? '';
    const soon = new Date(Date.now() + (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S - 60) * 1000);
    await t.database.db.update(authSession).set({ expiresAt: soon }).where(eq(authSession.token, token));
    const res = await call('POST', '/api/accounts/session/refresh', undefined, { jar });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('shop.session_token='))).toBe(true);
    const [row] = await t.database.db.select().from(authSession).where(eq(authSession.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN_S - 60) * 1000);
  });

  it('signs out on the server: the session row is gone and the old cookie no longer works', async () => {
    const { jar } = await signIn();
    // A read first: its answer carries the signed cookie cache, copied along with the session cookie.
    expect((await call('GET', '/api/accounts/me', undefined, { jar })).status).toBe(200);
    const stolen = jar.copy();
    const token = jar.get('shop.session_token')?.split('.')[0] ?? '';
    const res = await call('POST', '/api/accounts/logout', undefined, { jar });
    expect(res.status).toBe(200);
    expect(jar.get('shop.session_token')).toBeUndefined();
    expect(await t.database.db.select().from(authSession).where(eq(authSession.token, token))).toEqual([]);
    // Writes read the session from the database at once.
    expect(
      (await call('POST', '/api/accounts/session/refresh', undefined, { jar: stolen.copy() })).status,
    ).toBe(401);
    expect((await call('GET', '/api/accounts/me', undefined, { jar })).status).toBe(401);
    // Reads may trust the signed 60 s cookie cache, but not for a session signed out (issue 34)…
    expect(stolen.get('shop.session_data')).toBeDefined();
    expect((await call('GET', '/api/accounts/me', undefined, { jar: stolen.copy() })).status).toBe(401);
    // …and without the cache the session is plainly gone.
    stolen.delete('shop.session_data');
    expect((await call('GET', '/api/accounts/me', undefined, { jar: stolen })).status).toBe(401);
  });

  it('signing out without a session is harmless', async () => {
    const res = await call('POST', '/api/accounts/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('signs out of every device', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    // The phone reads with its signed cookie cache (decision 009)…
    expect((await call('GET', '/api/accounts/me', undefined, { jar: phone.jar })).status).toBe(200);
    expect((await sessionRows()).length).toBeGreaterThanOrEqual(2);
    const res = await call('POST', '/api/accounts/logout-all', undefined, { jar: laptop.jar });
    expect(res.status).toBe(200);
    expect(await sessionRows()).toEqual([]);
    // …and its next read is refused at once, though its cache would vouch for 60 s (issue 19).
    expect(phone.jar.get('shop.session_data')).toBeDefined();
    expect((await call('GET', '/api/accounts/me', undefined, { jar: phone.jar.copy() })).status).toBe(401);
    expect((await call('POST', '/api/accounts/session/refresh', undefined, { jar: phone.jar })).status).toBe(
      401,
    );
    expect((await call('POST', '/api/accounts/logout-all', undefined, { jar: laptop.jar })).status).toBe(401);
  });

  it('a password change ends the other devices at their next read; this device goes on', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect((await call('GET', '/api/accounts/me', undefined, { jar: phone.jar })).status).toBe(200);
    const changed = await call(
      'POST',
      '/api/accounts/password',
      { currentPassword: PASSWORD, password: 'outra1234', confirmPassword: 'outra1234' },
      { jar: laptop.jar },
    );
    expect(changed.status).toBe(200);
    expect(phone.jar.get('shop.session_data')).toBeDefined();
    expect((await call('GET', '/api/accounts/me', undefined, { jar: phone.jar })).status).toBe(401);
    expect((await call('GET', '/api/accounts/me', undefined, { jar: laptop.jar })).status).toBe(200);
    // Back to the password the other tests use.
    await call(
      'POST',
      '/api/accounts/password',
      { currentPassword: 'outra1234', password: PASSWORD, confirmPassword: PASSWORD },
      { jar: laptop.jar },
    );
  });
});

describe('suspended and inactive accounts', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t.close());

  const make = async (email: string, patch: Partial<typeof usersUnified.$inferInsert>) => {
    const { userId } = await upsertUser(t.database.db, { email, password: PASSWORD, role: 'admin' });
    if (Object.keys(patch).length) {
      await t.database.db.update(usersUnified).set(patch).where(eq(usersUnified.auth_user_id, userId));
    }
    return userId;
  };

  it.each([
    ['suspended', { is_suspended: true }],
    ['inactive', { is_active: false }],
  ])(
    'refuses to sign in a %s account after the password matched, with a message that reveals nothing more',
    async (kind, patch) => {
      const userId = await make(`${kind}@example.com`, patch);
      const res = await call(
        'POST',
        '/api/accounts/login',
        { email: `${kind}@example.com`, password: PASSWORD },
        { client: nextClient() },
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'forbidden', key: 'auth.accountBlocked', message: authMessages.accountBlocked },
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await t.database.db.select().from(authSession).where(eq(authSession.userId, userId))).toEqual(
        [],
      );
      const wrong = await call(
        'POST',
        '/api/accounts/login',
        { email: `${kind}@example.com`, password: 'errada999' },
        { client: nextClient() },
      );
      expect(wrong.status).toBe(401);
    },
  );

  it('ends the session of an account suspended while signed in', async () => {
    const userId = await make('later@example.com', {});
    const jar = new CookieJar();
    expect(
      (
        await call(
          'POST',
          '/api/accounts/login',
          { email: 'later@example.com', password: PASSWORD },
          { jar, client: nextClient() },
        )
      ).status,
    ).toBe(200);
    await t.database.db
      .update(usersUnified)
      .set({ is_suspended: true })
      .where(eq(usersUnified.auth_user_id, userId));
    t.services.accounts.profiles.invalidate(userId); // another instance would see it within the cache's 30 s
    const me = await call('GET', '/api/accounts/me', undefined, { jar });
    expect(me.status).toBe(403);
    expect((await me.json()).error.message).toBe(authMessages.accountBlocked);
    const session = await call('GET', '/api/accounts/session', undefined, { jar });
    expect(await session.json()).toEqual({ session: null });
    expect(await t.database.db.select().from(authSession).where(eq(authSession.userId, userId))).toEqual([]);
  });
});

describe('cookies in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' } });
    await upsertUser(t.database.db, { email: 'prod@example.com', password: PASSWORD, role: 'customer' });
  });
  afterAll(() => t.close());

  it('uses Secure cookies with the __Secure- prefix', async () => {
    const jar = new CookieJar();
    const res = await caller(t)(
      'POST',
      '/api/accounts/login',
      { email: 'prod@example.com', password: PASSWORD },
      { jar },
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-shop.session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await caller(t)('GET', '/api/accounts/me', undefined, { jar });
    expect(me.status).toBe(200);
  });
});
