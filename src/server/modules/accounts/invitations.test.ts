import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, caller, nextClient } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import { messages } from '../messaging/schema';
import { stores } from '../stores/schema';
import { authUser, invitations, usersUnified } from './schema';

type Invitation = {
  id: string;
  email: string;
  role: string;
  state: string;
  link: string | null;
  expiresAt: string;
};
type Signed = { jar: CookieJar; userId: string; email: string };

const keyOf = async (res: Response, status: number) =>
  (await body<{ error: { key: string } }>(res, status)).error.key;
const tokenOf = (inv: Invitation) => new URL(inv.link!).searchParams.get('token')!;
let n = 0;
const freshEmail = () => `convidado.${Date.now()}.${n++}@example.com`;
const PASSWORD = 'picanha2024';

describe('invitations (issue 16, decision 036)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let demoStore: string;
  const who = {} as Record<'super' | 'admin' | 'manager' | 'customer', Signed>;

  const invite = (jar: CookieJar, json: Record<string, unknown>) =>
    call('POST', '/api/accounts/invitations', json, { jar });
  const inviteManager = async (email = freshEmail(), jar = who.admin.jar) =>
    (
      await body<{ invitation: Invitation }>(
        await invite(jar, { email, role: 'manager', storeId: demoStore }),
        201,
      )
    ).invitation;
  const view = (token: string) => call('GET', `/api/accounts/invitation?token=${token}`);
  const accept = (json: Record<string, unknown>, jar?: CookieJar) =>
    call('POST', '/api/accounts/invitation/accept', json, { client: nextClient(), ...(jar ? { jar } : {}) });
  const newPerson = (token: string) => ({
    token,
    fullName: 'Ana Souza',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const [demo] = await t.database.db.select().from(stores).where(eq(stores.slug, 'brazil-prime-marietta'));
    demoStore = demo!.id;
    who.super = await signIn(t, 'super_admin');
    who.admin = await signIn(t, 'admin');
    who.manager = await signIn(t, 'manager', 'brazil-prime-marietta');
    who.customer = await signIn(t, 'customer');
  });
  afterAll(() => t.close());

  it('answers every staff route by role: 401 signed out, 403 manager and customer, allowed for admin+', async () => {
    const target = await inviteManager();
    const routes = (id: string) =>
      [
        ['GET', '/api/accounts/invitations', undefined, 200],
        [
          'POST',
          '/api/accounts/invitations',
          { email: freshEmail(), role: 'manager', storeId: demoStore },
          201,
        ],
        ['POST', `/api/accounts/invitations/${id}/resend`, undefined, 200],
        ['POST', `/api/accounts/invitations/${id}/revoke`, undefined, 200],
      ] as const;
    for (const [method, path, json] of routes(target.id)) {
      expect((await call(method, path, json)).status, `${method} ${path} signed out`).toBe(401);
      for (const role of ['customer', 'manager'] as const)
        expect(
          (await call(method, path, json, { jar: who[role].jar })).status,
          `${method} ${path} ${role}`,
        ).toBe(403);
    }
    for (const role of ['admin', 'super'] as const) {
      const own = await inviteManager(freshEmail(), who[role].jar);
      for (const [method, path, json, status] of routes(own.id))
        expect(
          (await call(method, path, json, { jar: who[role].jar })).status,
          `${method} ${path} ${role}`,
        ).toBe(status);
    }
  });

  it('offers only the roles below the inviter: an admin invites managers, a super_admin admins too', async () => {
    const refused = await invite(who.admin.jar, { email: freshEmail(), role: 'admin' });
    expect(await keyOf(refused, 403)).toBe('invitation.roleNotAllowed');
    expect((await invite(who.super.jar, { email: freshEmail(), role: 'super_admin' })).status).toBe(422);
    expect((await invite(who.admin.jar, { email: freshEmail(), role: 'customer' })).status).toBe(422);
    const admin = await body<{ invitation: Invitation }>(
      await invite(who.super.jar, { email: freshEmail(), role: 'admin' }),
      201,
    );
    // An admin neither sees nor touches an admin's invitation.
    const seen = await body<{ invitations: Invitation[] }>(
      await call('GET', '/api/accounts/invitations', undefined, { jar: who.admin.jar }),
      200,
    );
    expect(seen.invitations.some((i) => i.id === admin.invitation.id)).toBe(false);
    expect(seen.invitations.every((i) => i.role === 'manager')).toBe(true);
    const resend = await call('POST', `/api/accounts/invitations/${admin.invitation.id}/resend`, undefined, {
      jar: who.admin.jar,
    });
    expect(resend.status).toBe(404);
  });

  it("takes the shop's only store when none is named; with several, the store is required (issue 39)", async () => {
    const oneStore = await body<{ invitation: Invitation & { storeId: string | null } }>(
      await invite(who.admin.jar, { email: freshEmail(), role: 'operator', storeId: '' }),
      201,
    );
    expect(oneStore.invitation.storeId).toBe(demoStore);
    // An admin works across stores: still none taken.
    const admin = await body<{ invitation: Invitation & { storeId: string | null } }>(
      await invite(who.super.jar, { email: freshEmail(), role: 'admin' }),
      201,
    );
    expect(admin.invitation.storeId).toBeNull();
    await t.database.db.insert(stores).values({ name: 'Loja Buford', slug: 'buford' });
    for (const role of ['manager', 'operator']) {
      const noStore = await invite(who.admin.jar, { email: freshEmail(), role });
      expect(await keyOf(noStore, 422), role).toBe('invitation.storeRequired');
    }
    expect(
      (await invite(who.admin.jar, { email: freshEmail(), role: 'manager', storeId: demoStore })).status,
    ).toBe(201);
  });

  it('refuses an e-mail whose account the inviter may not manage or that already ranks as high', async () => {
    const admin = await signIn(t, 'admin');
    const outranked = await invite(who.admin.jar, {
      email: admin.email,
      role: 'manager',
      storeId: demoStore,
    });
    expect(await keyOf(outranked, 403)).toBe('invitation.accountOutranked');
    const higher = await invite(who.super.jar, { email: admin.email, role: 'manager', storeId: demoStore });
    expect(await keyOf(higher, 409)).toBe('invitation.accountHasRole');
  });

  it('queues the e-mail in the outbox, shows its link to the inviter while pending, audits, refuses a second pending one', async () => {
    const email = freshEmail();
    const inv = await inviteManager(email);
    expect(inv.state).toBe('pending');
    expect(inv.link).toMatch(/\/accept-invitation\?token=[\w-]{43}$/);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.token_hash).not.toContain(tokenOf(inv));
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeGreaterThan(6.9 * 86_400_000);
    const mail = await t.database.db.select().from(messages).where(eq(messages.related_id, inv.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.purpose).toBe('invitation');
    expect(mail[0]!.body).toContain(inv.link);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'invitation'), eq(auditLog.entity_id, inv.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const again = await invite(who.admin.jar, { email, role: 'manager', storeId: demoStore });
    expect(await keyOf(again, 409)).toBe('invitation.pendingExists');
  });

  it("writes the e-mail in the invitee's language, keeps it for the resend and the accept page; refuses another (decision 106)", async () => {
    const mailOf = async (id: string) =>
      (await t.database.db.select().from(messages).where(eq(messages.related_id, id))).map((m) => m.body);
    const english = (
      await body<{ invitation: Invitation & { language: string | null } }>(
        await invite(who.admin.jar, {
          email: freshEmail(),
          role: 'manager',
          storeId: demoStore,
          language: 'en',
        }),
        201,
      )
    ).invitation;
    expect(english.language).toBe('en');
    const [first] = await mailOf(english.id);
    expect(first).toMatch(
      /^Hello!\n\n.+ invited you to join the Brazil Prime team as a manager at the .+ store\./,
    );
    expect(first).toContain('It is valid for 7 days and works only once');
    const [subject] = (
      await t.database.db.select().from(messages).where(eq(messages.related_id, english.id))
    ).map((m) => m.subject);
    expect(subject).toBe('Join the team — Brazil Prime');
    const seen = await body<{ invitation: { language: string | null } }>(await view(tokenOf(english)), 200);
    expect(seen.invitation.language).toBe('en');
    // The resend keeps the language.
    await body(
      await call('POST', `/api/accounts/invitations/${english.id}/resend`, undefined, { jar: who.admin.jar }),
      200,
    );
    const bodies = await mailOf(english.id);
    expect(bodies).toHaveLength(2);
    expect(bodies.every((b) => b.startsWith('Hello!'))).toBe(true);

    // Portuguese chosen, or none (an older client): the Portuguese text as before.
    for (const language of ['pt-BR', undefined]) {
      const inv = (
        await body<{ invitation: Invitation & { language: string | null } }>(
          await invite(who.admin.jar, { email: freshEmail(), role: 'manager', storeId: demoStore, language }),
          201,
        )
      ).invitation;
      expect(inv.language).toBe(language ?? null);
      expect((await mailOf(inv.id))[0]).toMatch(
        /^Olá!\n\n.+ convidou você para entrar na equipe da Brazil Prime como gerente da loja /,
      );
    }

    const refused = await invite(who.admin.jar, {
      email: freshEmail(),
      role: 'manager',
      storeId: demoStore,
      language: 'fr',
    });
    expect(refused.status).toBe(422);
    const error = (await refused.json()) as { error: { fields?: Record<string, { key: string }[]> } };
    expect(error.error.fields?.language?.[0]?.key).toBe('auth.languageInvalid');
  });

  it('tells each token state apart: unknown, pending, revoked, expired, used', async () => {
    expect(
      (await body<{ invitation: { state: string } }>(await view('x'.repeat(43)), 200)).invitation,
    ).toEqual({
      state: 'unknown',
    });
    expect(
      (await body<{ invitation: { state: string } }>(await view('bad%20token'), 200)).invitation.state,
    ).toBe('unknown');
    const revoked = await inviteManager();
    const pending = await body<{ invitation: Record<string, unknown> }>(await view(tokenOf(revoked)), 200);
    expect(pending.invitation).toMatchObject({
      state: 'pending',
      role: 'manager',
      storeName: expect.any(String),
      inviterName: expect.any(String),
      accountExists: false,
    });
    await body(
      await call('POST', `/api/accounts/invitations/${revoked.id}/revoke`, undefined, { jar: who.admin.jar }),
      200,
    );
    expect(
      (await body<{ invitation: { state: string } }>(await view(tokenOf(revoked)), 200)).invitation.state,
    ).toBe('revoked');
    const refusedRevoked = await accept(newPerson(tokenOf(revoked)));
    expect(await keyOf(refusedRevoked, 409)).toBe('invitation.tokenRevoked');

    const expired = await inviteManager();
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    expect(
      (await body<{ invitation: { state: string } }>(await view(tokenOf(expired)), 200)).invitation.state,
    ).toBe('expired');
    expect(await keyOf(await accept(newPerson(tokenOf(expired))), 409)).toBe('invitation.tokenExpired');
    const unknown = await accept(newPerson('y'.repeat(43)));
    expect(await keyOf(unknown, 404)).toBe('invitation.tokenUnknown');
    const users = await t.database.db.select().from(authUser).where(eq(authUser.email, expired.email));
    expect(users).toHaveLength(0);
  });

  it('a new person sets a name and password, is signed in with the role and store, and the link is spent', async () => {
    const inv = await inviteManager();
    const token = tokenOf(inv);
    const missing = await accept({ token });
    expect(missing.status).toBe(422);
    expect(await t.database.db.select().from(authUser).where(eq(authUser.email, inv.email))).toHaveLength(0);

    const res = await accept(newPerson(token));
    const { session } = await body<{
      session: { profile: { role: string; store_id: string }; permissions: string[] };
    }>(res, 200);
    expect(session.profile).toMatchObject({ role: 'manager', store_id: demoStore });
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
    const used = await body<{ invitation: { state: string } }>(await view(token), 200);
    expect(used.invitation.state).toBe('accepted');
    expect(await keyOf(await accept(newPerson(token)), 409)).toBe('invitation.tokenUsed');

    // Signs in again by hand with the role.
    const login = await call(
      'POST',
      '/api/accounts/login',
      { email: inv.email, password: PASSWORD },
      { client: nextClient() },
    );
    const me = await body<{ profile: { role: string }; permissions: string[] }>(login, 200);
    expect(me.profile.role).toBe('manager');
    expect(me.permissions).toContain('manage_orders');
    const listed = await body<{ invitations: Invitation[] }>(
      await call('GET', '/api/accounts/invitations?state=accepted', undefined, { jar: who.admin.jar }),
      200,
    );
    expect(listed.invitations.find((i) => i.id === inv.id)).toMatchObject({ state: 'accepted', link: null });
  });

  it('resend renews the seven days with a new token; the old link stops working', async () => {
    const inv = await inviteManager();
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, inv.id));
    const renewed = await body<{ invitation: Invitation }>(
      await call('POST', `/api/accounts/invitations/${inv.id}/resend`, undefined, { jar: who.admin.jar }),
      200,
    );
    expect(renewed.invitation.state).toBe('pending');
    expect(new Date(renewed.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(tokenOf(renewed.invitation)).not.toBe(tokenOf(inv));
    expect(
      (await body<{ invitation: { state: string } }>(await view(tokenOf(inv)), 200)).invitation.state,
    ).toBe('unknown');
    await body(await accept(newPerson(tokenOf(renewed.invitation))), 200);
    const again = await call('POST', `/api/accounts/invitations/${inv.id}/resend`, undefined, {
      jar: who.admin.jar,
    });
    expect(await keyOf(again, 409)).toBe('invitation.notPending');
  });

  it('an existing account signs in with the invited e-mail and accepts: its role and store change', async () => {
    const person = await signIn(t, 'customer');
    const inv = await inviteManager(person.email);
    const token = tokenOf(inv);
    expect(
      (await body<{ invitation: { accountExists: boolean } }>(await view(token), 200)).invitation
        .accountExists,
    ).toBe(true);
    expect(await keyOf(await accept({ token }), 401)).toBe('invitation.signInRequired');
    const other = await accept({ token }, who.customer.jar);
    const mismatch = (await body<{ error: { key: string; message: string } }>(other, 403)).error;
    expect(mismatch.key).toBe('invitation.emailMismatch');
    expect(mismatch.message).toContain(person.email);
    const ok = await body<{ session: { profile: { role: string; store_id: string } } }>(
      await accept({ token }, person.jar),
      200,
    );
    expect(ok.session.profile).toMatchObject({ role: 'manager', store_id: demoStore });
    const me = await body<{ profile: { role: string } }>(
      await call('GET', '/api/accounts/me', undefined, { jar: person.jar }),
      200,
    );
    expect(me.profile.role).toBe('manager');
  });

  it('an invitation lapses when its inviter may no longer give the role', async () => {
    const admin = await signIn(t, 'admin');
    const inv = await inviteManager(freshEmail(), admin.jar);
    await t.database.db
      .update(usersUnified)
      .set({ role: 'customer' })
      .where(eq(usersUnified.auth_user_id, admin.userId));
    t.services.accounts.profiles.clear();
    const res = await accept(newPerson(tokenOf(inv)));
    expect(await keyOf(res, 409)).toBe('invitation.inviterRights');
    expect(await t.database.db.select().from(authUser).where(eq(authUser.email, inv.email))).toHaveLength(0);
  });
});
