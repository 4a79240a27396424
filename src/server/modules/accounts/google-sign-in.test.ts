import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { outbox } from '@/testing/messaging/outbox';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  type OidcServer,
  signInAtProvider,
  startOidcProvider,
} from '@/testing/oidc-server';
import { body, signIn } from '@/testing/orders';
import { auditEntries } from '@/testing/stored-rows';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { authPasskey } from './factor-schema';
import { authAccount, authUser, usersUnified } from './schema';

/**
 * "Entrar com Google" (issue 40, decision 090) against a real OpenID provider on 127.0.0.1
 * (oidc-provider), never Google: the shop reaches it through GOOGLE_SIGN_IN_ISSUER.
 */
const SHOP = 'http://127.0.0.1:3000';

describe('Entrar com Google (OpenID Connect)', () => {
  let t: TestApp;
  let call: Call;
  let oidc: OidcServer;

  beforeAll(async () => {
    oidc = await startOidcProvider({ shopUrl: SHOP, lifetimeMs: 5 * 60_000 });
    t = await createTestApp({ env: { PUBLIC_URL: SHOP, GOOGLE_SIGN_IN_ISSUER: oidc.issuer } });
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  const configure = () =>
    t.services.integrations.saveGoogleSignIn(
      { userId: 'owner', role: 'super_admin' },
      { clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET },
    );

  /** Presses the Google button (from `jar`'s browser), signs in at the provider as `sub`, comes back. */
  async function googleRound(jar: CookieJar, sub: string, mode: 'sign_in' | 'link' = 'sign_in') {
    const client = nextClient();
    const started = await body<{ url: string }>(
      await call('POST', '/api/accounts/google/start', { mode, returnTo: '/meus-pedidos' }, { jar, client }),
      200,
    );
    const back = await signInAtProvider(started.url, sub);
    const url = new URL(back);
    expect(url.pathname).toBe('/api/auth/callback/google');
    const res = await call('GET', `${url.pathname}${url.search}`, undefined, { jar, client });
    expect(res.status).toBe(302);
    return { location: new URL(res.headers.get('location') ?? '', SHOP), started: new URL(started.url) };
  }

  const auditOf = (userId: string) => auditEntries(t.database.db, { entityId: userId });
  const mailsTo = (email: string) =>
    outbox(t.database.db).rows({ recipient: email, purpose: 'sign_in_change' });

  it('is not offered, and refuses to start, before the owner sets the card', async () => {
    expect(await body(await call('GET', '/api/accounts/google'), 200)).toEqual({ available: false });
    const res = await call(
      'POST',
      '/api/accounts/google/start',
      { mode: 'sign_in' },
      { client: nextClient() },
    );
    expect((await body<{ error: { key: string } }>(res, 409)).error.key).toBe('googleSignIn.notConfigured');
  });

  it('first sign-in creates a customer account, signed in, with PKCE, state and nonce on the way', async () => {
    await configure();
    expect(await body(await call('GET', '/api/accounts/google'), 200)).toEqual({ available: true });
    oidc.accounts.set('ana-1', { email: 'ana.google@example.com', name: 'Ana Google' });
    const jar = new CookieJar();
    const { location, started } = await googleRound(jar, 'ana-1');
    expect(started.origin).toBe(oidc.issuer);
    expect(started.searchParams.get('code_challenge_method')).toBe('S256');
    expect(started.searchParams.get('state')).toBeTruthy();
    expect(started.searchParams.get('nonce')).toBeTruthy();
    expect(started.searchParams.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(started.searchParams.get('scope')).toContain('openid');
    expect(location.pathname).toBe('/meus-pedidos');
    expect(location.search).toBe('');

    const me = await body<{ user: { email: string; emailVerified: boolean }; profile: { role: string } }>(
      await call('GET', '/api/accounts/me', undefined, { jar }),
      200,
    );
    expect(me.user.email).toBe('ana.google@example.com');
    expect(me.user.emailVerified).toBe(true);
    expect(me.profile.role).toBe('customer');
    const [user] = await t.database.db
      .select()
      .from(authUser)
      .where(eq(authUser.email, 'ana.google@example.com'));
    const ways = await t.database.db.select().from(authAccount).where(eq(authAccount.userId, user!.id));
    expect(ways.map((w) => [w.providerId, w.accountId])).toEqual([['google', 'ana-1']]);
    expect((await auditOf(user!.id)).map((a) => a.action)).toEqual(['identity.add']);
    expect(await mailsTo('ana.google@example.com')).toHaveLength(1);

    // The next time she comes back to the same account, nothing new is created.
    const again = new CookieJar();
    await googleRound(again, 'ana-1');
    const profiles = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, user!.id));
    expect(profiles).toHaveLength(1);
    expect(await body(await call('GET', '/api/accounts/me', undefined, { jar: again }), 200)).toMatchObject({
      user: { id: user!.id },
    });
  });

  it('never links an existing e-mail account silently: only after she signed in with her password', async () => {
    await configure();
    const owner = await signIn(t, 'customer');
    oidc.accounts.set('bia-2', { email: owner.email, name: 'Bia' });
    // A stranger holding a Google account with her address is refused, and no identity is added.
    const stranger = new CookieJar();
    const refused = await googleRound(stranger, 'bia-2');
    expect(refused.location.pathname).toBe('/auth/login');
    expect(refused.location.searchParams.get('google')).toBe('accountNotLinked');
    expect(stranger.get('shop.session_token')).toBeUndefined();
    const before = await t.database.db.select().from(authAccount).where(eq(authAccount.userId, owner.userId));
    expect(before.map((w) => w.providerId)).toEqual(['credential']);

    // Signed in with her password, she links it from her profile.
    const linked = await googleRound(owner.jar, 'bia-2', 'link');
    expect(linked.location.pathname).toBe('/profile');
    expect(linked.location.searchParams.get('google')).toBe('linked');
    const ids = await body<{ hasPassword: boolean; identities: { id: string; provider: string }[] }>(
      await call('GET', '/api/accounts/google/identities', undefined, { jar: owner.jar }),
      200,
    );
    expect(ids.hasPassword).toBe(true);
    expect(ids.identities.map((i) => i.provider)).toEqual(['google']);
    expect((await auditOf(owner.userId)).map((a) => a.action)).toContain('identity.add');
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // Now Google signs her in.
    const later = new CookieJar();
    await googleRound(later, 'bia-2');
    expect(await body(await call('GET', '/api/accounts/me', undefined, { jar: later }), 200)).toMatchObject({
      user: { id: owner.userId },
    });

    // She removes it (her password stays): audited and told.
    const removed = await body<{ identities: unknown[]; message: string }>(
      await call('DELETE', `/api/accounts/google/identities/${ids.identities[0]!.id}`, undefined, {
        jar: owner.jar,
      }),
      200,
    );
    expect(removed.identities).toEqual([]);
    expect((await auditOf(owner.userId)).map((a) => a.action)).toContain('identity.remove');
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });

  it('refuses a link to a Google account with another e-mail', async () => {
    await configure();
    const owner = await signIn(t, 'customer');
    oidc.accounts.set('other-3', { email: 'someone.else@example.com', name: 'Other' });
    const res = await googleRound(owner.jar, 'other-3', 'link');
    expect(res.location.pathname).toBe('/profile');
    expect(res.location.searchParams.get('google')).toBe('emailMismatch');
    const ways = await t.database.db.select().from(authAccount).where(eq(authAccount.userId, owner.userId));
    expect(ways.map((w) => w.providerId)).toEqual(['credential']);
  });

  it('refuses a callback whose state is not this browser’s, or forged, and an ID token with another nonce', async () => {
    await configure();
    oidc.accounts.set('eve-4', { email: 'eve.google@example.com', name: 'Eve' });
    // The state cookie of one browser, the answer opened in another.
    const first = new CookieJar();
    const started = await body<{ url: string }>(
      await call(
        'POST',
        '/api/accounts/google/start',
        { mode: 'sign_in' },
        { jar: first, client: nextClient() },
      ),
      200,
    );
    const back = new URL(await signInAtProvider(started.url, 'eve-4'));
    const other = await call('GET', `${back.pathname}${back.search}`, undefined, { jar: new CookieJar() });
    expect(new URL(other.headers.get('location')!, SHOP).searchParams.get('google')).toBe('stateInvalid');
    // A forged state in the right browser.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    const res = await call('GET', `${forged.pathname}${forged.search}`, undefined, { jar: first });
    expect(new URL(res.headers.get('location')!, SHOP).searchParams.get('google')).toBe('stateInvalid');

    // The nonce changed on the way to the provider: its ID token does not match what the shop expects.
    const jar = new CookieJar();
    const begun = await body<{ url: string }>(
      await call('POST', '/api/accounts/google/start', { mode: 'sign_in' }, { jar, client: nextClient() }),
      200,
    );
    const tampered = new URL(begun.url);
    tampered.searchParams.set('nonce', 'another-nonce');
    const returned = new URL(await signInAtProvider(tampered.toString(), 'eve-4'));
    const refused = await call('GET', `${returned.pathname}${returned.search}`, undefined, { jar });
    expect(new URL(refused.headers.get('location')!, SHOP).searchParams.get('google')).toBe('failed');
    for (const j of [first, jar]) expect(j.get('shop.session_token')).toBeUndefined();
    expect(
      await t.database.db.select().from(authUser).where(eq(authUser.email, 'eve.google@example.com')),
    ).toEqual([]);
  });

  it('a passkey is a way in: with one, her only Google identity may go', async () => {
    await configure();
    oidc.accounts.set('hana-6', { email: 'hana.google@example.com', name: 'Hana' });
    const hana = new CookieJar();
    await googleRound(hana, 'hana-6');
    const ids = await body<{ hasPassword: boolean; identities: { id: string }[] }>(
      await call('GET', '/api/accounts/google/identities', undefined, { jar: hana }),
      200,
    );
    expect(ids.hasPassword).toBe(false);
    const [user] = await t.database.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, 'hana.google@example.com'));
    await t.database.db.insert(authPasskey).values({
      id: 'passkey-hana',
      name: 'Celular',
      publicKey: 'pk',
      userId: user!.id,
      credentialID: 'cred-hana',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const removed = await call(
      'DELETE',
      `/api/accounts/google/identities/${ids.identities[0]!.id}`,
      undefined,
      {
        jar: hana,
      },
    );
    expect(removed.status, await removed.clone().text()).toBe(200);
  });

  it('never removes the last way in; visitors and other people are refused', async () => {
    await configure();
    oidc.accounts.set('gil-5', { email: 'gil.google@example.com', name: 'Gil' });
    const gil = new CookieJar();
    await googleRound(gil, 'gil-5');
    const ids = await body<{ hasPassword: boolean; identities: { id: string }[] }>(
      await call('GET', '/api/accounts/google/identities', undefined, { jar: gil }),
      200,
    );
    expect(ids.hasPassword).toBe(false);
    const id = ids.identities[0]!.id;
    const last = await call('DELETE', `/api/accounts/google/identities/${id}`, undefined, { jar: gil });
    expect((await body<{ error: { key: string } }>(last, 409)).error.key).toBe('googleSignIn.lastWayIn');

    // A visitor: 401; someone else: not found (her identity is not theirs), and it stays.
    expect((await call('DELETE', `/api/accounts/google/identities/${id}`)).status).toBe(401);
    expect((await call('GET', '/api/accounts/google/identities')).status).toBe(401);
    const other = await signIn(t, 'customer');
    const theirs = await call('DELETE', `/api/accounts/google/identities/${id}`, undefined, {
      jar: other.jar,
    });
    expect((await body<{ error: { key: string } }>(theirs, 404)).error.key).toBe(
      'googleSignIn.identityNotFound',
    );
    expect(await t.database.db.select().from(authAccount).where(eq(authAccount.id, id))).toHaveLength(1);

    // A visitor cannot link; staff do not link Google (customers only).
    const visitor = await call(
      'POST',
      '/api/accounts/google/start',
      { mode: 'link' },
      { client: nextClient() },
    );
    expect(visitor.status).toBe(401);
    const admin = await signIn(t, 'admin');
    const staff = await call(
      'POST',
      '/api/accounts/google/start',
      { mode: 'link' },
      { jar: admin.jar, client: nextClient() },
    );
    expect((await body<{ error: { key: string } }>(staff, 403)).error.key).toBe('googleSignIn.customersOnly');

    // Once she set a password through the e-mail link, Google can go.
    await body(
      await call(
        'POST',
        '/api/accounts/forgot-password',
        { email: 'gil.google@example.com' },
        { client: nextClient() },
      ),
      200,
    );
    const [mail] = await outbox(t.database.db).rows({
      recipient: 'gil.google@example.com',
      purpose: 'password_reset',
    });
    const token = /reset-password\?token=([\w-]+)/.exec(sentBody(t, mail!))?.[1];
    expect(token).toBeTruthy();
    const password = 'picanha2024';
    await body(
      await call(
        'POST',
        '/api/accounts/reset-password',
        { token, password, confirmPassword: password },
        { client: nextClient() },
      ),
      200,
    );
    const signedIn = new CookieJar();
    await body(
      await call(
        'POST',
        '/api/accounts/login',
        { email: 'gil.google@example.com', password },
        { jar: signedIn, client: nextClient() },
      ),
      200,
    );
    const gone = await call('DELETE', `/api/accounts/google/identities/${id}`, undefined, { jar: signedIn });
    expect(await body(gone, 200)).toMatchObject({ hasPassword: true, identities: [] });
  });

  it('the card: a customer cannot save it; the secret is sealed and never answered', async () => {
    const customer = await signIn(t, 'customer');
    const put = await call(
      'PUT',
      '/api/integrations/staff/google-sign-in',
      { clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET },
      { jar: customer.jar },
    );
    expect(put.status).toBe(403);
    const admin = await signIn(t, 'admin');
    const saved = await call(
      'PUT',
      '/api/integrations/staff/google-sign-in',
      { clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET },
      { jar: admin.jar },
    );
    const text = await saved.text();
    expect(saved.status).toBe(200);
    expect(text).not.toContain(OIDC_CLIENT_SECRET);
    const bad = await call(
      'PUT',
      '/api/integrations/staff/google-sign-in',
      { clientId: 'nope', clientSecret: '' },
      { jar: admin.jar },
    );
    expect((await body<{ error: { key: string } }>(bad, 422)).error.key).toBe('googleSignIn.clientIdInvalid');
  });
});
