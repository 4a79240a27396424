import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, caller, fromAddress, nextClient } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { auditEntries } from '@/testing/stored-rows';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { upsertUser } from './actions/upsert-user';
import { authPasskey } from './factor-schema';
import { usersUnified } from './schema';

const PASSWORD = 'picanha2024';

/** The code an authenticator app shows for `secret` at `at` (otplib, independent of better-auth). */
const codeAt = (secret: string, at: number) => generateSync({ secret, epoch: Math.floor(at / 1000) });

describe('the staff second factor (issue 40, decision 089): TOTP, backup codes, required enrolment, reset', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  const makeAccount = async (role: string) => {
    const email = `${role}.${randomUUID().slice(0, 8)}@example.com`;
    const { userId } = await upsertUser(t.database.db, { email, password: PASSWORD, role });
    const [profile] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    return { email, userId, profileId: profile!.id };
  };
  const login = async (email: string, jar = new CookieJar(), client = nextClient()) => {
    const res = await call('POST', '/api/accounts/login', { email, password: PASSWORD }, { jar, client });
    return { res, jar, body: (await res.json()) as Record<string, unknown> };
  };
  const secondStep = (jar: CookieJar, input: Record<string, unknown>, client = nextClient()) =>
    call('POST', '/api/accounts/login/second-factor', input, { jar, client });

  /** An admin with the app on: its secret and backup codes. */
  const enrolled = async () => {
    const who = await makeAccount('admin');
    const { jar } = await login(who.email);
    const start = await call('POST', '/api/accounts/me/factors/totp', { password: PASSWORD }, { jar });
    expect(start.status).toBe(200);
    const { secret, backupCodes, totpURI } = (await start.json()) as {
      secret: string;
      backupCodes: string[];
      totpURI: string;
    };
    const confirmed = await call(
      'POST',
      '/api/accounts/me/factors/totp/confirm',
      { code: codeAt(secret, Date.now()) },
      { jar },
    );
    expect(confirmed.status).toBe(200);
    return { ...who, jar, secret, backupCodes, totpURI };
  };

  beforeAll(async () => {
    t = await createTestApp({ staffSecondFactor: true });
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an admin without a factor signs in, is told to set one up and is refused every staff route until then', async () => {
    const admin = await makeAccount('admin');
    const { res, jar, body } = await login(admin.email);
    expect(res.status).toBe(200);
    expect(body.factorSetupNeeded).toBe(true);
    const users = await call('GET', '/api/accounts/users', undefined, { jar });
    expect(users.status).toBe(403);
    expect(((await users.json()) as { error: { key: string } }).error.key).toBe('factors.setupRequired');
    const factors = await call('GET', '/api/accounts/me/factors', undefined, { jar });
    expect(await factors.json()).toMatchObject({
      totp: false,
      required: true,
      setupNeeded: true,
      passkeys: [],
    });

    // The password is asked again; then the secret (QR address and text) and ten backup codes.
    const wrong = await call('POST', '/api/accounts/me/factors/totp', { password: 'nope-1234' }, { jar });
    expect(wrong.status).toBe(400);
    const start = await call('POST', '/api/accounts/me/factors/totp', { password: PASSWORD }, { jar });
    const setup = (await start.json()) as { secret: string; backupCodes: string[]; totpURI: string };
    expect(setup.backupCodes).toHaveLength(10);
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.totpURI).toContain(`secret=${setup.secret}`);
    // Still refused until the first code is confirmed.
    expect((await call('GET', '/api/accounts/users', undefined, { jar })).status).toBe(403);
    const bad = await call('POST', '/api/accounts/me/factors/totp/confirm', { code: '000000' }, { jar });
    expect(bad.status).toBe(401);
    const ok = await call(
      'POST',
      '/api/accounts/me/factors/totp/confirm',
      { code: codeAt(setup.secret, Date.now()) },
      { jar },
    );
    expect(ok.status).toBe(200);
    expect((await call('GET', '/api/accounts/users', undefined, { jar })).status).toBe(200);

    // Audited, and the person is told by e-mail.
    const audit = await auditEntries(t.database.db, { action: 'factor_added', entityId: admin.profileId });
    expect(audit).toHaveLength(1);
    const mail = await outbox(t.database.db).one({
      recipient: admin.email,
      purpose: 'sign_in_factor',
    } as never);
    expect(mail?.body).toMatch(/aplicativo autenticador|authenticator app/);
  });

  it('signing in asks for the code; a code from the app opens the session, a used or expired one is refused', async () => {
    const admin = await enrolled();
    const now = Date.now();
    const first = await login(admin.email);
    expect(first.body).toEqual({ secondFactor: { methods: ['totp', 'backup'] } });
    expect(first.jar.names().some((n) => n.includes('session_token'))).toBe(false);

    // The code that turned the app on was spent: the same one is refused (replay).
    const replay = await secondStep(first.jar, { kind: 'totp', code: codeAt(admin.secret, now) });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { key: string } }).error.key).toBe('factors.codeUsed');

    // The clock moved two minutes back: that code has expired.
    const second = await login(admin.email);
    const expired = await secondStep(second.jar, { kind: 'totp', code: codeAt(admin.secret, now - 120_000) });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { key: string } }).error.key).toBe('factors.codeInvalid');

    // The next step's code (the app's clock a little ahead) is accepted once.
    const next = codeAt(admin.secret, now + 30_000);
    const ok = await secondStep(second.jar, { kind: 'totp', code: next });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(admin.email);
    expect((await call('GET', '/api/accounts/users', undefined, { jar: second.jar })).status).toBe(200);

    const third = await login(admin.email);
    const again = await secondStep(third.jar, { kind: 'totp', code: next });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { key: string } }).error.key).toBe('factors.codeUsed');
    expect(third.jar.names().some((n) => n.includes('session_token'))).toBe(false);
  });

  it('a backup code works once; "trust this device" skips the code for 30 days', async () => {
    const admin = await enrolled();
    const first = await login(admin.email);
    const used = await secondStep(first.jar, {
      kind: 'backup',
      code: admin.backupCodes[0],
      trustDevice: true,
    });
    expect(used.status).toBe(200);

    const again = await login(admin.email);
    const refused = await secondStep(again.jar, { kind: 'backup', code: admin.backupCodes[0] });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { key: string } }).error.key).toBe(
      'factors.backupCodeInvalid',
    );

    // The trusted browser (its cookie kept in `first.jar`) signs in with the password alone.
    const trusted = await login(admin.email, first.jar);
    expect(trusted.res.status).toBe(200);
    expect((trusted.body as { user: { email: string } }).user.email).toBe(admin.email);
  });

  it('code guessing is limited per address (§9 auth class) and per account (locked after ten wrong codes)', async () => {
    const admin = await enrolled();
    const address = fromAddress('192.0.2.77');
    const first = await login(admin.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A fresh challenge when better-auth ends one after five wrong codes.
      const jar = i === 5 ? (await login(admin.email)).jar : first.jar;
      statuses.push((await secondStep(jar, { kind: 'totp', code: '123456' }, address)).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);

    // From other addresses: five more wrong codes make ten for the account, which is then locked,
    // even for the right code.
    for (let i = 0; i < 5; i++) {
      const { jar } = await login(admin.email);
      expect((await secondStep(jar, { kind: 'totp', code: '654321' })).status).toBe(401);
    }
    const { jar } = await login(admin.email);
    const locked = await secondStep(jar, { kind: 'totp', code: codeAt(admin.secret, Date.now() + 30_000) });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { key: string } }).error.key).toBe('factors.locked');
  });

  it('another super_admin resets a lost authenticator (audited, e-mailed); nobody resets their own, an admin none', async () => {
    const admin = await enrolled();
    const owner = await makeAccount('super_admin');
    const otherAdmin = await makeAccount('admin');
    // The owner set up a passkey-free app too; with the setting off here they act at once.
    await t.database.db.execute(
      sql`update site_settings set value = 'off' where key = 'staff_second_factor'`,
    );
    try {
      const ownerJar = (await login(owner.email)).jar;
      const adminJar = (await login(otherAdmin.email)).jar;
      const path = `/api/accounts/users/${admin.profileId}/factors/reset`;
      expect((await call('POST', path, undefined, { jar: adminJar })).status).toBe(403);
      const self = await call('POST', `/api/accounts/users/${owner.profileId}/factors/reset`, undefined, {
        jar: ownerJar,
      });
      expect(self.status).toBe(403);
      expect(((await self.json()) as { error: { key: string } }).error.key).toBe('factors.resetSelf');
      const missing = await call('POST', `/api/accounts/users/${randomUUID()}/factors/reset`, undefined, {
        jar: ownerJar,
      });
      expect(missing.status).toBe(404);
      const done = await call('POST', path, undefined, { jar: ownerJar });
      expect(done.status).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`update site_settings set value = 'on' where key = 'staff_second_factor'`,
      );
    }
    const audit = await auditEntries(t.database.db, { action: 'factor_reset', entityId: admin.profileId });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_user_id).not.toBe(admin.userId);
    const mails = await outbox(t.database.db).rows({
      recipient: admin.email,
      purpose: 'sign_in_factor',
    } as never);
    expect(mails.some((m) => /redefiniu|reset/.test(m.body))).toBe(true);
    // Signing in again: no code asked, the set-up is.
    const after = await login(admin.email);
    expect(after.body.factorSetupNeeded).toBe(true);
  });

  it('with the setting off, an admin without a factor works as before; removing the app is audited', async () => {
    const admin = await enrolled();
    await t.database.db.execute(
      sql`update site_settings set value = 'off' where key = 'staff_second_factor'`,
    );
    try {
      const plain = await makeAccount('admin');
      const { jar, body } = await login(plain.email);
      expect(body.factorSetupNeeded).toBeUndefined();
      expect((await call('GET', '/api/accounts/users', undefined, { jar })).status).toBe(200);
      const removed = await call(
        'POST',
        '/api/accounts/me/factors/totp/remove',
        { password: PASSWORD },
        { jar: admin.jar },
      );
      expect(removed.status).toBe(200);
      expect(
        await auditEntries(t.database.db, { action: 'factor_removed', entityId: admin.profileId }),
      ).toHaveLength(1);
    } finally {
      await t.database.db.execute(
        sql`update site_settings set value = 'on' where key = 'staff_second_factor'`,
      );
    }
  });

  it('the app cannot be removed while the role requires it and no passkey stands in', async () => {
    const admin = await enrolled();
    const refused = await call(
      'POST',
      '/api/accounts/me/factors/totp/remove',
      { password: PASSWORD },
      { jar: admin.jar },
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { key: string } }).error.key).toBe('factors.stillRequired');
  });

  it('passkeys: a customer gets registration and sign-in challenges; a forged answer and an unknown passkey are refused', async () => {
    const customer = await makeAccount('customer');
    const { jar, body } = await login(customer.email);
    expect(body.factorSetupNeeded).toBeUndefined();
    const mine = await call('GET', '/api/accounts/me/factors', undefined, { jar });
    expect(await mine.json()).toMatchObject({
      totp: false,
      required: false,
      setupNeeded: false,
      passkeys: [],
    });
    const options = await call('POST', '/api/accounts/me/factors/passkeys/options', undefined, { jar });
    expect(options.status).toBe(200);
    const { options: reg } = (await options.json()) as {
      options: { challenge: string; rp: { id: string; name: string } };
    };
    expect(reg.challenge.length).toBeGreaterThan(10);
    expect(reg.rp.id).toBe(
      new URL(t.services.accounts.auth.options.baseURL as string).hostname.replace('127.0.0.1', 'localhost'),
    );
    const forged = await call(
      'POST',
      '/api/accounts/me/factors/passkeys',
      { response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} }, name: 'Telefone' },
      { jar, headers: { origin: 'http://localhost:3000' } },
    );
    expect(forged.status).toBe(400);

    const visitor = new CookieJar();
    const signIn = await call('POST', '/api/accounts/passkey/sign-in/options', undefined, { jar: visitor });
    expect(signIn.status).toBe(200);
    const unknown = await call(
      'POST',
      '/api/accounts/passkey/sign-in',
      { response: { id: 'nope', rawId: 'nope', type: 'public-key', response: {} } },
      { jar: visitor, headers: { origin: 'http://localhost:3000' } },
    );
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { key: string } }).error.key).toBe('factors.passkeyUnknown');
    const gone = await call('DELETE', `/api/accounts/me/factors/passkeys/${randomUUID()}`, undefined, {
      jar,
    });
    expect(gone.status).toBe(404);
  });

  it("another person's passkey can be neither renamed nor removed (404), and stays as it was", async () => {
    const owner = await makeAccount('customer');
    const other = await makeAccount('customer');
    const id = randomUUID();
    await t.database.db.insert(authPasskey).values({
      id,
      name: 'Celular da Ana',
      publicKey: 'cGs=',
      userId: owner.userId,
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const { jar } = await login(other.email);
    const path = `/api/accounts/me/factors/passkeys/${id}`;
    expect((await call('PATCH', path, { name: 'Meu' }, { jar })).status).toBe(404);
    expect((await call('DELETE', path, undefined, { jar })).status).toBe(404);
    const [row] = await t.database.db.select().from(authPasskey).where(eq(authPasskey.id, id));
    expect(row?.name).toBe('Celular da Ana');

    // Its owner renames and removes it; the removal is audited and e-mailed.
    const mine = (await login(owner.email)).jar;
    expect((await call('PATCH', path, { name: 'Notebook' }, { jar: mine })).status).toBe(200);
    expect((await call('DELETE', path, undefined, { jar: mine })).status).toBe(200);
    expect(
      await auditEntries(t.database.db, { action: 'factor_removed', entityId: owner.profileId }),
    ).toHaveLength(1);
  });
});
