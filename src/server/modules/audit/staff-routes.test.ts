import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CookieJar } from '@/testing/accounts';
import { caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import type { TestApp } from '@/testing/test-app';
import { createTestApp } from '@/testing/test-app';
import { usersUnified } from '../accounts/schema';
import { stores } from '../stores/schema';
import { recordAudit } from './record-audit';
import type { AuditPage } from './staff-reads';

type Who = 'visitor' | 'customer' | 'manager' | 'admin' | 'superAdmin';
let t: TestApp;
let call: Call;
let editor: { userId: string; email: string };
const jars = {} as Record<Exclude<Who, 'visitor'>, CookieJar>;
const as = (who: Who, query = '') =>
  call('GET', `/api/audit/staff${query}`, undefined, who === 'visitor' ? {} : { jar: jars[who] });

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const admin = await signIn(t, 'admin');
  jars.admin = admin.jar;
  editor = admin;
  jars.superAdmin = (await signIn(t, 'super_admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
  await t.database.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: { userId: editor.userId, role: 'admin', requestId: 'req-1' },
      action: 'update',
      entityType: 'coupon',
      entityId: 'c-1',
      before: { name: 'Verão', value: 10 },
      after: { name: 'Inverno', value: 10 },
    });
    await recordAudit(tx, {
      actor: { userId: editor.userId, role: 'admin', requestId: 'req-2' },
      action: 'create',
      entityType: 'category',
      entityId: 'k-1',
      before: null,
      after: { name: 'Peixes' },
    });
  });
});
afterAll(() => t.close());

describe('the audit viewer (view_audit_logs: super_admin only)', () => {
  it('visitor 401; customer, manager and admin 403; super_admin 200', async () => {
    expect((await as('visitor')).status).toBe(401);
    for (const who of ['customer', 'manager', 'admin'] as const) expect((await as(who)).status).toBe(403);
    expect((await as('superAdmin')).status).toBe(200);
  });

  it('shows who changed what, the before and after of each changed field, newest first', async () => {
    const page = await body<AuditPage>(await as('superAdmin', '?entity=coupon'), 200);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      actorEmail: editor.email,
      actorRole: 'admin',
      action: 'update',
      entityType: 'coupon',
      entityId: 'c-1',
      changes: [{ field: 'name', before: 'Verão', after: 'Inverno' }],
    });
    expect(page.entityTypes).toEqual(expect.arrayContaining(['category', 'coupon']));
  });

  it('filters by person, action and day', async () => {
    const mine = await body<AuditPage>(
      await as('superAdmin', `?person=${encodeURIComponent(editor.email)}`),
      200,
    );
    expect(mine.entries.map((e) => e.entityType).sort()).toEqual(['category', 'coupon']);
    const created = await body<AuditPage>(await as('superAdmin', '?action=create&entity=category'), 200);
    expect(created.entries.map((e) => e.entityId)).toEqual(['k-1']);
    const past = await body<AuditPage>(await as('superAdmin', '?to=2020-01-01'), 200);
    expect(past.total).toBe(0);
    expect((await as('superAdmin', '?from=ontem')).status).toBe(400);
  });

  it('filters on one record: the link from its page (decision 053)', async () => {
    const one = await body<AuditPage>(await as('superAdmin', '?entity=coupon&entityId=c-1'), 200);
    expect(one.entries.map((e) => [e.entityType, e.entityId])).toEqual([['coupon', 'c-1']]);
    const none = await body<AuditPage>(await as('superAdmin', '?entity=coupon&entityId=k-1'), 200);
    expect(none.total).toBe(0);
    expect((await as('admin', '?entity=coupon&entityId=c-1')).status).toBe(403);
  });

  it('names each record and the records its fields point to, live or as the entry kept it (decision 064)', async () => {
    const db = t.database.db;
    const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).limit(1);
    const [profile] = await db
      .select({ id: usersUnified.id, email: usersUnified.email })
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, editor.userId));
    const gone = '00000000-0000-4000-8000-000000000001';
    await db.transaction(async (tx) => {
      const actor = { userId: editor.userId, role: 'super_admin' };
      await recordAudit(tx, {
        actor,
        action: 'update',
        entityType: 'user',
        entityId: profile!.id,
        before: { store_id: null },
        after: { store_id: store!.id },
      });
      await recordAudit(tx, {
        actor,
        action: 'delete',
        entityType: 'product',
        entityId: gone,
        before: { name: 'Cupim', categoryId: gone },
      });
    });
    const users = await body<AuditPage>(await as('superAdmin', `?entity=user&entityId=${profile!.id}`), 200);
    expect(users.entries[0]!.entityName).toEqual(expect.stringMatching(/\S/));
    expect(users.names[store!.id]).toBe(store!.name);
    const deleted = await body<AuditPage>(await as('superAdmin', `?entity=product&entityId=${gone}`), 200);
    expect(deleted.entries[0]!.entityName).toBe('Cupim');
    expect(deleted.names[gone]).toBeUndefined();
    const coupon = await body<AuditPage>(await as('superAdmin', '?entity=coupon'), 200);
    // Not an id the shop has, and no name kept: the viewer falls back to the kind of record.
    expect(coupon.entries[0]!.entityName).toBeNull();
  });
});
