import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/accounts/messages';
import { type Call, CookieJar, caller, nextClient } from '@/testing/accounts';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { stores } from '../stores/schema';
import { upsertUser } from './actions/upsert-user';
import { usersUnified } from './schema';

const PASSWORD = 'segredo123';
type Who =
  | 'super_admin'
  | 'admin'
  | 'manager'
  | 'managerNoStore'
  | 'operator'
  | 'customer'
  | 'suspendedAdmin';

describe('protected account routes × every role (401 signed out, 403 without permission)', () => {
  let t: TestApp;
  let call: Call;
  let storeA: string;
  let storeB: string;
  const jars = {} as Record<Who, CookieJar>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const db = t.database.db;
    const made = await db
      .insert(stores)
      .values([
        { name: 'Loja A', slug: 'loja-a' },
        { name: 'Loja B', slug: 'loja-b' },
      ])
      .returning();
    storeA = made[0]!.id;
    storeB = made[1]!.id;
    const people: [Who, string, string | undefined][] = [
      ['super_admin', 'super_admin', undefined],
      ['admin', 'admin', undefined],
      ['manager', 'manager', 'loja-a'],
      ['managerNoStore', 'manager', undefined],
      ['operator', 'customer', undefined],
      ['customer', 'customer', 'loja-b'],
      ['suspendedAdmin', 'admin', undefined],
    ];
    for (const [who, role, store] of people) {
      const email = `${who.toLowerCase()}@example.com`;
      const { userId } = await upsertUser(db, {
        email,
        password: PASSWORD,
        role,
        ...(store ? { store } : {}),
      });
      if (who === 'operator')
        await db.update(usersUnified).set({ role: 'operator' }).where(eq(usersUnified.auth_user_id, userId));
      jars[who] = new CookieJar();
      const res = await call(
        'POST',
        '/api/accounts/login',
        { email, password: PASSWORD },
        { jar: jars[who], client: nextClient() },
      );
      expect(res.status, who).toBe(200);
      if (who === 'suspendedAdmin') {
        await db
          .update(usersUnified)
          .set({ is_suspended: true })
          .where(eq(usersUnified.auth_user_id, userId));
        t.services.accounts.profiles.invalidate(userId);
      }
    }
  });
  afterAll(() => t.close());

  const get = (path: string, who?: Who) => call('GET', path, undefined, who ? { jar: jars[who] } : {});
  const emails = async (res: Response) =>
    ((await res.json()).users as { email: string }[]).map((u) => u.email).sort();

  describe('GET /api/accounts/users (view_users)', () => {
    it('401 signed out', async () => {
      const res = await get('/api/accounts/users');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'unauthorized', key: 'auth.sessionMissing', message: authMessages.sessionMissing },
      });
    });

    it.each<Who>(['customer', 'operator'])('403 for %s', async (who) => {
      const res = await get('/api/accounts/users', who);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden');
    });

    it('403 for a suspended admin, with the blocked-account message', async () => {
      const res = await get('/api/accounts/users', 'suspendedAdmin');
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(authMessages.accountBlocked);
    });

    it.each<Who>(['super_admin', 'admin'])('%s sees every account', async (who) => {
      const res = await get('/api/accounts/users', who);
      expect(res.status).toBe(200);
      expect(await emails(res)).toHaveLength(7);
    });

    it('a manager sees only the accounts of their own store', async () => {
      const res = await get('/api/accounts/users', 'manager');
      expect(res.status).toBe(200);
      expect(await emails(res)).toEqual(['manager@example.com']);
    });

    it('a manager without a store sees nobody', async () => {
      expect(await emails(await get('/api/accounts/users', 'managerNoStore'))).toEqual([]);
    });

    it('a manager asking for another store gets 403; an admin may filter by any store', async () => {
      const refused = await get(`/api/accounts/users?storeId=${storeB}`, 'manager');
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe(authMessages.storeForbidden);
      expect(await emails(await get(`/api/accounts/users?storeId=${storeB}`, 'admin'))).toEqual([
        'customer@example.com',
      ]);
    });

    it('answers 400 for a malformed store id', async () => {
      expect((await get('/api/accounts/users?storeId=nope', 'admin')).status).toBe(400);
    });
  });

  describe('GET /api/accounts/stores/:storeId/users (view_users + store access)', () => {
    const path = () => `/api/accounts/stores/${storeA}/users`;
    it('401 signed out', async () => {
      expect((await get(path())).status).toBe(401);
    });
    it.each<Who>(['customer', 'operator', 'suspendedAdmin', 'managerNoStore'])('403 for %s', async (who) => {
      expect((await get(path(), who)).status).toBe(403);
    });
    it('a manager reaches their own store and is refused another', async () => {
      expect(await emails(await get(path(), 'manager'))).toEqual(['manager@example.com']);
      const other = await get(`/api/accounts/stores/${storeB}/users`, 'manager');
      expect(other.status).toBe(403);
      expect((await other.json()).error.message).toBe(authMessages.storeForbidden);
    });
    it.each<Who>(['super_admin', 'admin'])('%s reaches any store', async (who) => {
      expect((await get(`/api/accounts/stores/${storeB}/users`, who)).status).toBe(200);
    });
  });

  describe('routes for any signed-in account', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/accounts/me', undefined],
      ['PATCH', '/api/accounts/me', { fullName: 'Nome Novo' }],
      ['POST', '/api/accounts/session/refresh', undefined],
      [
        'POST',
        '/api/accounts/password',
        { currentPassword: PASSWORD, password: 'novaSenha1', confirmPassword: 'novaSenha1' },
      ],
      ['POST', '/api/accounts/logout-all', undefined],
    ];
    it.each(routes)('%s %s: 401 signed out, 403 suspended', async (method, path, body) => {
      expect((await call(method, path, body)).status).toBe(401);
      const blocked = await call(method, path, body, { jar: jars.suspendedAdmin });
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).error.message).toBe(authMessages.accountBlocked);
    });
    it.each<Who>(['super_admin', 'admin', 'manager', 'operator', 'customer'])(
      'GET /me answers %s',
      async (who) => {
        const res = await get('/api/accounts/me', who);
        expect(res.status).toBe(200);
        expect((await res.json()).profile.role).toBe(who === 'super_admin' ? 'super_admin' : who);
      },
    );
  });
});
