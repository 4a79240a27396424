import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { stores } from '../stores/schema';
import { createProfiles, SYSTEM_MIGRATION } from './profiles';
import { adminUsers, authAccount, authUser, legacyUsers, usersUnified } from './schema';

const PASSWORD = 'segredo123';

describe('§4.1 profile lookup order', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t.close());

  /** An auth account with no users_unified row, as accounts from the old system arrive. */
  const bareAuthUser = async (email: string, name = 'Sem Perfil') => {
    const id = crypto.randomUUID();
    await t.database.db.insert(authUser).values({ id, email, name, emailVerified: true });
    await t.database.db.insert(authAccount).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(PASSWORD),
    });
    return id;
  };
  const signIn = async (email: string, jar = new CookieJar()) => {
    const res = await call(
      'POST',
      '/api/accounts/login',
      { email, password: PASSWORD },
      { jar, client: nextClient() },
    );
    return { res, body: res.status === 200 ? await res.json() : null, jar };
  };
  const unifiedRows = (authUserId: string) =>
    t.database.db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, authUserId));

  it('2. falls back to the legacy users table by e-mail, with its phone as the app-side phone', async () => {
    await bareAuthUser('legado@example.com');
    await t.database.db.insert(legacyUsers).values({
      name: 'Cliente Antigo',
      email: 'Legado@Example.com',
      phone: '+5521987654321',
      role: 'cliente',
    });
    const { res, body } = await signIn('legado@example.com');
    expect(res.status).toBe(200);
    expect(body.profile).toMatchObject({
      source: 'users',
      email: 'Legado@Example.com',
      name: 'Cliente Antigo',
      full_name: 'Cliente Antigo',
      user_role: 'cliente',
      role_level: 4,
      phone: '+5521987654321',
      last_login: null,
    });
    expect(body.permissions).toEqual(['view_products', 'view_orders']);
  });

  it('3. migrates an admin_users row into users_unified once, keeping its origin, date and permissions', async () => {
    const [store] = await t.database.db
      .insert(stores)
      .values({ name: 'Loja Marietta', slug: 'marietta' })
      .returning();
    const authUserId = await bareAuthUser('gerente.antigo@example.com');
    const [legacyAdmin] = await t.database.db
      .insert(adminUsers)
      .values({
        email: 'gerente.antigo@example.com',
        full_name: 'Gerente Antigo',
        user_role: 'gerente',
        store_id: store!.id,
        permissions: ['view_orders', 'manage_orders'],
        is_verified: true,
      })
      .returning();
    const first = await signIn('gerente.antigo@example.com');
    expect(first.res.status).toBe(200);
    expect(first.body.profile).toMatchObject({
      source: 'users_unified',
      role: 'manager',
      role_level: 3,
      store_id: store!.id,
      full_name: 'Gerente Antigo',
      created_by: SYSTEM_MIGRATION,
      is_verified: true,
    });
    expect(first.body.permissions).toContain('manage_clientes');
    const [row] = await unifiedRows(authUserId);
    expect(row?.metadata).toMatchObject({
      origin: 'admin_users',
      original_permissions: ['view_orders', 'manage_orders'],
      admin_user_id: legacyAdmin!.id,
    });
    expect(Date.parse(String(row?.metadata.migrated_at))).toBeGreaterThan(Date.now() - 60_000);

    t.services.accounts.profiles.clear();
    const second = await signIn('gerente.antigo@example.com');
    expect(second.body.profile.id).toBe(first.body.profile.id);
    expect(await unifiedRows(authUserId)).toHaveLength(1);
  });

  it('refuses an inactive admin_users account', async () => {
    await bareAuthUser('desligado@example.com');
    await t.database.db
      .insert(adminUsers)
      .values({ email: 'desligado@example.com', user_role: 'admin', is_active: false });
    const { res } = await signIn('desligado@example.com');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(authMessages.accountBlocked);
  });

  it('4. an account found nowhere has no profile and no permissions', async () => {
    await bareAuthUser('ninguem@example.com');
    const { res, body } = await signIn('ninguem@example.com');
    expect(res.status).toBe(200);
    expect(body.profile).toBeNull();
    expect(body.permissions).toEqual([]);
  });

  it('updates last_login_at on each load; the cache is cleared by a manual refresh and by sign-out', async () => {
    const authUserId = await bareAuthUser('cache@example.com');
    await t.database.db
      .insert(usersUnified)
      .values({ auth_user_id: authUserId, email: 'cache@example.com', full_name: 'Antes' });
    const { jar, body } = await signIn('cache@example.com');
    expect(body.profile.full_name).toBe('Antes');
    const firstLogin = (await unifiedRows(authUserId))[0]!.last_login_at!.getTime();

    await t.database.db
      .update(usersUnified)
      .set({ full_name: 'Depois' })
      .where(eq(usersUnified.auth_user_id, authUserId));
    const cached = await call('GET', '/api/accounts/me', undefined, { jar });
    expect((await cached.json()).profile.full_name).toBe('Antes');
    await new Promise((r) => setTimeout(r, 5));
    const refreshed = await call('POST', '/api/accounts/session/refresh', undefined, { jar });
    expect((await refreshed.json()).profile.full_name).toBe('Depois');
    expect((await unifiedRows(authUserId))[0]!.last_login_at!.getTime()).toBeGreaterThan(firstLogin);

    await t.database.db
      .update(usersUnified)
      .set({ full_name: 'De novo' })
      .where(eq(usersUnified.auth_user_id, authUserId));
    expect((await t.services.accounts.profiles.load(authUserId)).profile?.full_name).toBe('Depois');
    await call('POST', '/api/accounts/logout', undefined, { jar });
    expect((await t.services.accounts.profiles.load(authUserId)).profile?.full_name).toBe('De novo');
  });

  it('PATCH /me keeps name in its column and phone in metadata; a legacy account gets its row; address fields are ignored', async () => {
    const authUserId = await bareAuthUser('mudanca@example.com');
    await t.database.db
      .insert(legacyUsers)
      .values({ name: 'Velho', email: 'mudanca@example.com', role: 'customer' });
    const { jar } = await signIn('mudanca@example.com');
    // An older client still sends the profile's old address fields: her addresses are the book's
    // now (decision 108), so they are not written.
    const res = await call(
      'PATCH',
      '/api/accounts/me',
      {
        fullName: 'Nova Pessoa',
        country: 'US',
        phone: '(404) 555-0123',
        address: '10 Peachtree St',
        city: 'Atlanta',
        state: 'GA',
        zipCode: '30303',
      },
      { jar },
    );
    expect(res.status).toBe(200);
    expect((await res.json()).profile).toMatchObject({
      source: 'users_unified',
      name: 'Nova Pessoa',
      phone: '+14045550123',
      country: 'US',
      address: null,
      city: null,
      state: null,
      zipCode: null,
      created_by: SYSTEM_MIGRATION,
    });
    const [row] = await unifiedRows(authUserId);
    expect(row?.metadata).toMatchObject({ origin: 'users', phone: '+14045550123' });
    expect(row?.metadata).not.toHaveProperty('address');
    expect(row?.metadata).not.toHaveProperty('zipCode');
    const [user] = await t.database.db.select().from(authUser).where(eq(authUser.id, authUserId));
    expect(user?.name).toBe('Nova Pessoa');

    // An old address still in her profile (too incomplete to move, decision 108) is left as it was.
    await t.database.db
      .update(usersUnified)
      .set({ metadata: { ...row!.metadata, address: '10 Peachtree St', zipCode: '30303' } })
      .where(eq(usersUnified.id, row!.id));
    const again = await call(
      'PATCH',
      '/api/accounts/me',
      { fullName: 'Nova Pessoa', country: 'US' },
      { jar },
    );
    expect(again.status).toBe(200);
    const [kept] = await unifiedRows(authUserId);
    expect(kept?.metadata).toMatchObject({ address: '10 Peachtree St', zipCode: '30303' });

    const bad = await call(
      'PATCH',
      '/api/accounts/me',
      { fullName: 'X', zipCode: 'abc', country: 'BR', phone: '12' },
      { jar },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['fullName', 'phone']);
    expect((await call('PATCH', '/api/accounts/me', { fullName: 'Sem Sessão' })).status).toBe(401);
  });

  /** Profiles over a database that counts the lookups' first query (users_unified by auth id). */
  const countingProfiles = () => {
    let selects = 0;
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects += 1;
        return Reflect.get(target, prop, receiver);
      },
    });
    const profiles = createProfiles(db, { logger: createLogger('silent') });
    return { profiles, selects: () => selects };
  };

  it('requests that arrive together share one lookup (§4.1 debounce)', async () => {
    const authUserId = await bareAuthUser('juntos@example.com');
    await t.database.db
      .insert(usersUnified)
      .values({ auth_user_id: authUserId, email: 'juntos@example.com', full_name: 'Juntos' });
    const { profiles, selects } = countingProfiles();
    const states = await Promise.all(Array.from({ length: 5 }, () => profiles.load(authUserId)));
    expect(states.map((s) => s.profile?.full_name)).toEqual(Array(5).fill('Juntos'));
    expect(selects()).toBe(1);
    await profiles.load(authUserId); // from the cache
    expect(selects()).toBe(1);
  });

  it('a lookup under way when the profile changes is not kept: the next load reads the change', async () => {
    const authUserId = await bareAuthUser('meio@example.com');
    await t.database.db
      .insert(usersUnified)
      .values({ auth_user_id: authUserId, email: 'meio@example.com', full_name: 'Antes' });
    const { profiles, selects } = countingProfiles();
    const early = profiles.load(authUserId);
    await t.database.db
      .update(usersUnified)
      .set({ full_name: 'Depois' })
      .where(eq(usersUnified.auth_user_id, authUserId));
    profiles.invalidate(authUserId);
    const fresh = await profiles.load(authUserId);
    await early;
    expect(fresh.profile?.full_name).toBe('Depois');
    expect(selects()).toBe(2);
    expect((await profiles.load(authUserId)).profile?.full_name).toBe('Depois');
  });
});
