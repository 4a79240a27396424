import { hashPassword } from 'better-auth/crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient, signUp, validRegistration } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { insertCredential } from './actions/credential';
import { authUser, emailVerifications, legacyUsers, usersUnified } from './schema';

let t: TestApp;
let call: Call;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

/** The token of the newest confirmation link the outbox holds for an account. */
async function latestToken(userId: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.related_id, userId), eq(messages.purpose, 'email_verification')))
    .orderBy(desc(messages.created_at));
  const token = (row ? sentBody(t, row) : '').match(/\/auth\/confirm-email\?token=([^\s&]+)/)?.[1];
  if (!token) throw new Error('no confirmation link in the outbox');
  return decodeURIComponent(token);
}

async function register(): Promise<{ jar: CookieJar; userId: string; email: string }> {
  const jar = new CookieJar();
  const input = validRegistration();
  const { registered, signedIn } = await signUp(call, input, { jar, client: nextClient() });
  expect([registered.status, signedIn.status]).toEqual([201, 200]);
  const body = await signedIn.json();
  return { jar, userId: body.user.id, email: String(input.email) };
}

const confirm = (token: unknown) =>
  call('POST', '/api/accounts/verify-email', { token }, { client: nextClient() });

/** The three flags of decision 043, as stored. */
async function flags(userId: string, email: string) {
  const db = t.database.db;
  const [unified] = await db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, userId));
  const [auth] = await db.select().from(authUser).where(eq(authUser.id, userId));
  const [legacy] = await db.select().from(legacyUsers).where(eq(legacyUsers.email, email));
  return { unified: unified?.is_verified, auth: auth?.emailVerified, legacy: legacy?.email_verified };
}

describe('e-mail confirmation (issue 18, decision 043)', () => {
  it('registration queues one confirmation e-mail; opening its link verifies the account once', async () => {
    const { jar, userId, email } = await register();
    const [mail] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.related_id, userId), eq(messages.purpose, 'email_verification')));
    expect(mail).toMatchObject({ channel: 'email', recipient: email, status: 'queued' });
    expect(mail?.subject).toMatch(/^Confirme seu e-mail/);
    expect(
      (await (await call('GET', '/api/accounts/me', undefined, { jar })).json()).profile.is_verified,
    ).toBe(false);
    // Only the hash is kept.
    const token = await latestToken(userId);
    const [link] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.user_id, userId));
    expect(link?.token_hash).not.toContain(token);

    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: authMessages.verifyDone });
    expect(await flags(userId, email)).toEqual({ unified: true, auth: true, legacy: undefined });
    // The profile is read again at once, not after the cache lapses.
    expect(
      (await (await call('GET', '/api/accounts/me', undefined, { jar })).json()).profile.is_verified,
    ).toBe(true);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await again.json()).error.key).toBe('auth.verifyUsed');
  });

  it('refuses a wrong, empty or expired token with its own text and changes nothing', async () => {
    const { userId, email } = await register();
    const wrong = await confirm('not-a-real-token');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { key: 'auth.verifyInvalid', message: authMessages.verifyInvalid },
    });
    expect((await confirm('')).status).toBe(422);
    expect((await confirm(42)).status).toBe(422);

    const token = await latestToken(userId);
    await t.database.db
      .update(emailVerifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.user_id, userId));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.key).toBe('auth.verifyExpired');
    expect(await flags(userId, email)).toEqual({ unified: false, auth: false, legacy: undefined });
  });

  it('two clicks at once on one link: one confirms, the other is told it was used', async () => {
    const { userId } = await register();
    const token = await latestToken(userId);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const [link] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.user_id, userId));
    expect(link?.used_at).toBeInstanceOf(Date);
  });

  it('resend: signed in only, a fresh link each time, nothing once verified, at most 5 per 15 minutes', async () => {
    expect(
      (await call('POST', '/api/accounts/verify-email/resend', undefined, { client: nextClient() })).status,
    ).toBe(401);
    const { jar, userId } = await register();
    const first = await call('POST', '/api/accounts/verify-email/resend', undefined, {
      jar,
      client: nextClient(),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sent: true, message: authMessages.verifyCheckEmail });
    const links = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.user_id, userId));
    expect(links).toHaveLength(2);

    // The newest link works; the account is then verified and a resend sends nothing.
    expect((await confirm(await latestToken(userId))).status).toBe(200);
    const after = await call('POST', '/api/accounts/verify-email/resend', undefined, {
      jar,
      client: nextClient(),
    });
    expect(await after.json()).toEqual({ sent: false, message: authMessages.verifyAlready });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await call('POST', '/api/accounts/verify-email/resend', undefined, { jar, client: nextClient() }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a legacy customer (users table only) confirms: users_unified becomes the truth, the copies follow', async () => {
    const db = t.database.db;
    const email = `legado.${Date.now()}@example.com`;
    const userId = crypto.randomUUID();
    await db.insert(authUser).values({ id: userId, name: 'Ana Legado', email, emailVerified: false });
    await insertCredential(db, userId, await hashPassword('picanha2024'));
    await db.insert(legacyUsers).values({ name: 'Ana Legado', email, phone: '+5511912345678' });
    const jar = new CookieJar();
    const login = await call(
      'POST',
      '/api/accounts/login',
      { email, password: 'picanha2024' },
      { jar, client: nextClient() },
    );
    expect(login.status).toBe(200);
    expect((await login.json()).profile).toMatchObject({ source: 'users', is_verified: false });

    expect(
      (await call('POST', '/api/accounts/verify-email/resend', undefined, { jar, client: nextClient() }))
        .status,
    ).toBe(200);
    expect((await confirm(await latestToken(userId))).status).toBe(200);
    expect(await flags(userId, email)).toEqual({ unified: true, auth: true, legacy: true });
    const me = await (await call('GET', '/api/accounts/me', undefined, { jar })).json();
    expect(me.profile).toMatchObject({ source: 'users_unified', is_verified: true, phone: '+5511912345678' });
  });
});
