import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { UpsertUserError, upsertUser } from '../server/modules/accounts/actions/upsert-user';
import { authAccount, authSession, usersUnified } from '../server/modules/accounts/schema';
import { stores } from '../server/modules/stores/schema';
import { runCli } from '../testing/cli';
import { createTestDb } from '../testing/test-db';
import { parseUserCreateArgs } from './user-create-args';

const run = (args: string[], env: Record<string, string>) => runCli('src/cli/user-create.ts', args, env);

describe('user:create arguments', () => {
  const good = ['--email', ' Boss@Shop.com ', '--password', 'segredo123', '--role', 'super_admin'];
  it('accepts a full set', () => {
    expect(parseUserCreateArgs([...good, '--name', 'Chefe'])).toEqual({
      ok: true,
      input: {
        email: ' Boss@Shop.com ',
        password: 'segredo123',
        role: 'super_admin',
        name: 'Chefe',
        store: undefined,
      },
    });
  });
  it.each([
    [['--email', 'a@b.co', '--password', 'segredo123'], '--role is required'],
    [['--password', 'segredo123', '--role', 'admin'], '--email is required'],
    [
      ['--email', 'not-an-email', '--password', 'segredo123', '--role', 'admin'],
      '--email: Informe um e-mail válido',
    ],
    [
      ['--email', 'a@b.co', '--password', 'short', '--role', 'admin'],
      '--password: A senha deve ter pelo menos 8 caracteres',
    ],
    [['--email', 'a@b.co', '--password', 'segredo123', '--role', 'root'], '--role: Papel inválido'],
    [[...good, '--colour', 'red'], "Unknown option '--colour'"],
  ])('%j → %s', (argv, message) => {
    const result = parseUserCreateArgs(argv);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
    expect(!result.ok && result.message).toContain('Usage: npm run user:create');
  });
});

describe('upsertUser', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('creates, then updates the same account (role, name, password) and ends its sessions', async () => {
    const db = database.db;
    const created = await upsertUser(db, {
      email: 'Gerente@Loja.com',
      password: 'segredo123',
      role: 'cliente',
    });
    expect(created).toMatchObject({ action: 'created', email: 'gerente@loja.com', role: 'customer' });
    const [store] = await db.insert(stores).values({ name: 'Marietta', slug: 'marietta' }).returning();
    await db.insert(authSession).values({
      id: 's1',
      token: 'tok-1',
      userId: created.userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const [before] = await db.select().from(authAccount).where(eq(authAccount.userId, created.userId));

    const updated = await upsertUser(db, {
      email: 'gerente@loja.com',
      password: 'outraSenha9',
      role: 'gerente',
      name: 'Gerente Loja',
      store: 'marietta',
    });
    expect(updated).toMatchObject({
      action: 'updated',
      userId: created.userId,
      role: 'manager',
      storeId: store?.id,
      sessionsEnded: 1,
    });
    const [profile] = await db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, created.userId));
    expect(profile).toMatchObject({
      role: 'manager',
      role_level: 3,
      full_name: 'Gerente Loja',
      store_id: store?.id,
    });
    const [after] = await db.select().from(authAccount).where(eq(authAccount.userId, created.userId));
    expect(after?.password).not.toBe(before?.password);
  });

  it('makes an operator of a store (SPEC §6, decision 070)', async () => {
    const db = database.db;
    const [store] = await db.insert(stores).values({ name: 'Balcão', slug: 'balcao' }).returning();
    const made = await upsertUser(db, {
      email: 'operador@loja.com',
      password: 'segredo123',
      role: 'operator',
      store: 'balcao',
    });
    expect(made).toMatchObject({ action: 'created', role: 'operator', storeId: store?.id });
    const [profile] = await db.select().from(usersUnified).where(eq(usersUnified.auth_user_id, made.userId));
    expect(profile).toMatchObject({ role: 'operator', role_level: 4, store_id: store?.id });
    expect(
      parseUserCreateArgs(['--email', 'o@b.co', '--password', 'segredo123', '--role', 'operator']).ok,
    ).toBe(true);
  });

  it('names an unknown store', async () => {
    await expect(
      upsertUser(database.db, { email: 'x@y.co', password: 'segredo123', role: 'manager', store: 'nowhere' }),
    ).rejects.toThrow(new UpsertUserError('store: loja não encontrada: nowhere'));
  });
});

describe('npm run user:create (a real process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-user-create-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two real processes, each starting tsx and migrating a new embedded database: about 12 s each on a
  // quiet machine, more while the other test workers run (the suite's 30 s was too close).
  it('creates then updates an account on a fresh DATA_DIR', async () => {
    const args = ['--email', 'owner@shop.test', '--password', 'segredo123', '--role', 'super_admin'];
    const first = await run(args, { DATA_DIR: dir });
    expect(first.out).toMatch(/Created super_admin account owner@shop\.test \(id [0-9a-f-]{36}\)\./);
    expect(first.code).toBe(0);
    const second = await run([...args.slice(0, 5), 'admin', '--name', 'Dona'], { DATA_DIR: dir });
    expect(second.out).toMatch(/Updated admin account owner@shop\.test .*; 0 session\(s\) ended\./);
    expect(second.code).toBe(0);
  }, 90_000);

  it('stops with exit code 1 and a clear message for a bad role, before touching any database', async () => {
    const result = await run(['--email', 'a@b.co', '--password', 'segredo123', '--role', 'chef'], {
      DATA_DIR: join(dir, 'never-created'),
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      '--role: Papel inválido: use super_admin, admin, manager, operator, customer',
    );
    expect(existsSync(join(dir, 'never-created'))).toBe(false);
  });
});
