import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { decodeQuotedPrintable, type SmtpSink, startSmtpSink } from '@/testing/messaging/smtp-sink';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { runWorkerOnce } from '../messaging/worker';
import { upsertUser } from './actions/upsert-user';
import { authSession, authVerification } from './schema';
import { storedIdentifier } from './verification-identifiers';

/** A POST to /api/accounts from a fresh client address (the per-address limits never add up). */
const poster = (call: () => Call) => (path: string, body: unknown, jar?: CookieJar) =>
  call()('POST', `/api/accounts${path}`, body, { ...(jar ? { jar } : {}), client: nextClient() });

const PASSWORD = 'segredo123';

describe('forgotten password → e-mail → reset (end to end through the outbox)', () => {
  let t: TestApp;
  let call: Call;
  const post = poster(() => call);
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });
    call = caller(t);
    userId = (
      await upsertUser(t.database.db, {
        email: 'bia@example.com',
        password: PASSWORD,
        role: 'customer',
        name: 'Bia Lima',
      })
    ).userId;
  });
  afterAll(() => t.close());

  const resetMails = () =>
    t.database.db
      .select()
      .from(messages)
      .where(eq(messages.purpose, 'password_reset'))
      .orderBy(desc(messages.created_at));
  const signIn = (password: string, jar = new CookieJar()) =>
    post('/login', { email: 'bia@example.com', password }, jar);
  const linkToken = (body: string) => {
    const link = body.match(/https:\/\/shop\.example\.com\/auth\/reset-password\?token=([\w-]+)/);
    expect(link, body).not.toBeNull();
    return link![1]!;
  };

  it('answers an unknown e-mail exactly like a known one, and e-mails only the known one', async () => {
    const unknown = await post('/forgot-password', { email: 'ghost@example.com' });
    const known = await post('/forgot-password', { email: '  BIA@example.com ' });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual({ message: authMessages.forgotSent });
    expect(await known.json()).toEqual({ message: authMessages.forgotSent });
    const mails = await resetMails();
    expect(mails.map((m) => [m.recipient, m.channel, m.related_id])).toEqual([
      ['bia@example.com', 'email', userId],
    ]);
    expect(mails[0]?.subject).toMatch(/^Redefinição de senha — /);
    expect(mails[0]?.body).toMatch(/^Olá, Bia!/);
  });

  it('resets with the link, ends every session, and the link works only once', async () => {
    const other = new CookieJar();
    expect((await signIn(PASSWORD, other)).status).toBe(200);
    await post('/forgot-password', { email: 'bia@example.com' });
    const token = linkToken(sentBody(t, (await resetMails())[0]!));

    const mismatch = await post('/reset-password', {
      token,
      password: 'novaSenha1',
      confirmPassword: 'outra1234',
    });
    expect(mismatch.status).toBe(422);

    const reset = await post('/reset-password', {
      token,
      password: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: authMessages.resetDone });
    expect(await t.database.db.select().from(authSession).where(eq(authSession.userId, userId))).toEqual([]);
    // A read with the signed cookie cache still in the jar is refused at once (issue 19)…
    expect(other.get('shop.session_data')).toBeDefined();
    expect((await call('GET', '/api/accounts/me', undefined, { jar: other.copy() })).status).toBe(401);
    // …and a write, which always reads the database.
    expect((await call('POST', '/api/accounts/session/refresh', undefined, { jar: other })).status).toBe(401);

    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn('novaSenha1')).status).toBe(200);

    const again = await post('/reset-password', {
      token,
      password: 'terceira1',
      confirmPassword: 'terceira1',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'bad_request', key: 'auth.resetInvalid', message: authMessages.resetInvalid },
    });
  });

  it('refuses an expired link', async () => {
    await post('/forgot-password', { email: 'bia@example.com' });
    const token = linkToken(sentBody(t, (await resetMails())[0]!));
    await t.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authVerification.identifier, storedIdentifier(`reset-password:${token}`))));
    const res = await post('/reset-password', { token, password: 'quarta123', confirmPassword: 'quarta123' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(authMessages.resetInvalid);
  });

  it('refuses a made-up token', async () => {
    const res = await post('/reset-password', {
      token: 'nope',
      password: 'quarta123',
      confirmPassword: 'quarta123',
    });
    expect(res.status).toBe(400);
  });
});

describe('changing the password from the profile', () => {
  let t: TestApp;
  let call: Call;
  const post = poster(() => call);
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    userId = (
      await upsertUser(t.database.db, { email: 'caio@example.com', password: PASSWORD, role: 'customer' })
    ).userId;
  });
  afterAll(() => t.close());

  const signIn = (password: string, jar = new CookieJar()) =>
    post('/login', { email: 'caio@example.com', password }, jar);

  it('needs a session', async () => {
    const res = await call('POST', '/api/accounts/password', {
      currentPassword: PASSWORD,
      password: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(res.status).toBe(401);
  });

  it('asks for the current password, as a field error', async () => {
    const jar = new CookieJar();
    await signIn(PASSWORD, jar);
    const res = await call(
      'POST',
      '/api/accounts/password',
      { currentPassword: 'errada999', password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      { jar },
    );
    expect(res.status).toBe(422);
    expect((await res.json()).error).toEqual({
      code: 'validation_failed',
      key: 'auth.wrongCurrentPassword',
      message: authMessages.wrongCurrentPassword,
      fields: {
        currentPassword: [{ key: 'auth.wrongCurrentPassword', message: authMessages.wrongCurrentPassword }],
      },
    });
  });

  it('changes it, keeps this device signed in and ends the other sessions', async () => {
    const here = new CookieJar();
    const elsewhere = new CookieJar();
    await signIn(PASSWORD, here);
    await signIn(PASSWORD, elsewhere);
    const res = await call(
      'POST',
      '/api/accounts/password',
      { currentPassword: PASSWORD, password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      { jar: here },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: authMessages.passwordChanged });
    expect(await t.database.db.select().from(authSession).where(eq(authSession.userId, userId))).toHaveLength(
      1,
    );
    expect((await call('POST', '/api/accounts/session/refresh', undefined, { jar: here })).status).toBe(200);
    expect((await call('POST', '/api/accounts/session/refresh', undefined, { jar: elsewhere })).status).toBe(
      401,
    );
    expect((await signIn('novaSenha1')).status).toBe(200);
  });
});

describe('the reset e-mail through a real SMTP server (the outbox worker sends it)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Loja <loja@shop.example.com>',
      },
    });
    await upsertUser(t.database.db, {
      email: 'dani@example.com',
      password: PASSWORD,
      role: 'customer',
      name: 'Dani',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers a link that resets the password', async () => {
    const call = caller(t);
    const post = poster(() => call);
    await post('/forgot-password', { email: 'dani@example.com' });
    const logger = createLogger('silent');
    // The app's own transports: the sealed link opens only here, at send time (decision 074).
    await runWorkerOnce({ db: t.database.db, transports: t.services.transports, logger });
    expect(sink.mails.map((m) => m.to)).toEqual([['dani@example.com']]);
    const text = decodeQuotedPrintable(sink.mails[0]!.raw);
    const token = text.match(/https:\/\/shop\.example\.com\/auth\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token, text).toBeTruthy();
    const reset = await post('/reset-password', {
      token,
      password: 'viaSmtp123',
      confirmPassword: 'viaSmtp123',
    });
    expect(reset.status).toBe(200);
    const login = await post('/login', { email: 'dani@example.com', password: 'viaSmtp123' });
    expect(login.status).toBe(200);
  });
});
