import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { USERS_PAGE_SIZE, usersListQuery } from '@/shared/accounts/staff-schemas';
import { USERS_COUNT_CAP } from '@/shared/accounts/user-search';
import { createTestDb } from '@/testing/test-db';
import { customerOrders } from '../orders/customer-orders';
import { listUsers, type StaffViewer } from './actions/users';
import { usersUnified } from './schema';

/** The users list's search on the database (decision 047): folded text, trigram indexes, phone digits. */
describe('the users search', () => {
  let database: Database;
  const admin: StaffViewer = { id: '00000000-0000-4000-8000-000000000001', role: 'admin', store_id: null };
  const search = async (q: string) =>
    (await listUsers(database.db, admin, usersListQuery.parse({ q }), customerOrders)).users
      .map((u) => u.email)
      .sort();

  beforeAll(async () => {
    database = await createTestDb();
    await database.db.insert(usersUnified).values([
      {
        email: 'jose.conceicao@example.com',
        full_name: 'José da Conceição',
        metadata: { phone: '+14045550177' },
      },
      { email: 'ANGELA@Example.com', full_name: 'Ângela Müller', metadata: { phone: '+1 (770) 555-0123' } },
      { email: 'joao@example.com', full_name: null, metadata: {} },
      { email: 'cem_por_cento@example.com', full_name: '100% Carne', metadata: {} },
    ]);
  });
  afterAll(() => database.close());

  it.each([
    ['jose', ['jose.conceicao@example.com']],
    ['JOSÉ', ['jose.conceicao@example.com']],
    ['conceição', ['jose.conceicao@example.com']],
    ['angela', ['ANGELA@Example.com']],
    ['MÜLLER', ['ANGELA@Example.com']],
    [
      'example.COM',
      ['ANGELA@Example.com', 'cem_por_cento@example.com', 'joao@example.com', 'jose.conceicao@example.com'],
    ],
    ['joão', ['joao@example.com']],
    ['0177', ['jose.conceicao@example.com']],
    ['(770) 555', ['ANGELA@Example.com']],
    ['404 555-0177', ['jose.conceicao@example.com']],
    ['100%', ['cem_por_cento@example.com']],
    ['_por_', ['cem_por_cento@example.com']],
    ['%', ['cem_por_cento@example.com']],
    ['ninguém', []],
  ])('"%s" finds %j', async (q, emails) => {
    expect(await search(q)).toEqual([...emails].sort());
  });

  it('stops counting at the cap and says so', async () => {
    const page = await listUsers(database.db, admin, usersListQuery.parse({}), customerOrders);
    expect(page).toMatchObject({ total: 4, totalCapped: false });
    expect(USERS_COUNT_CAP).toBe(10_000);
  });

  it('keeps its trigram indexes without a pending list (decision 049)', async () => {
    const result = await database.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select relname, reloptions from pg_class
          where relname in ('users_unified_search_idx', 'users_unified_phone_idx') order by relname`,
    );
    const rows = (result as { rows: unknown[] }).rows;
    expect(rows).toEqual([
      { relname: 'users_unified_phone_idx', reloptions: ['fastupdate=false'] },
      { relname: 'users_unified_search_idx', reloptions: ['fastupdate=false'] },
    ]);
  });
});

/** The total is the same whether the page counted the rows or read it from a short page (decision 049). */
describe('the users list total', () => {
  let database: Database;
  const admin: StaffViewer = { id: '00000000-0000-4000-8000-000000000001', role: 'admin', store_id: null };
  const extra = 9;
  const people = USERS_PAGE_SIZE * 2 + extra;

  beforeAll(async () => {
    database = await createTestDb();
    await database.db.insert(usersUnified).values(
      Array.from({ length: people }, (_, n) => ({
        email: `pessoa.${n}@example.com`,
        full_name: `Pessoa ${n}`,
        is_suspended: n % 10 === 0,
        is_active: n % 7 !== 0,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, n)),
      })),
    );
  });
  afterAll(() => database.close());

  const list = (query: Record<string, unknown>) =>
    listUsers(database.db, admin, usersListQuery.parse(query), customerOrders);

  it.each([
    [{}, USERS_PAGE_SIZE, people],
    [{ page: '2' }, USERS_PAGE_SIZE, people],
    [{ page: '3' }, extra, people],
    [{ page: '4' }, 0, people],
    [{ q: 'pessoa.1' }, 11, 11],
    [{ q: 'pessoa', page: '3' }, extra, people],
    [{ q: 'ninguém', page: '2' }, 0, 0],
    [{ state: 'suspended' }, 6, 6],
    [{ state: 'inactive' }, 9, 9],
    [{ state: 'active', page: '2' }, 45 - USERS_PAGE_SIZE, 45],
  ])('%j: %i rows of %i', async (query, rows, total) => {
    const page = await list(query);
    expect(page.users).toHaveLength(rows);
    expect(page).toMatchObject({ total, totalCapped: false });
  });

  it('pages the suspended by their partial index in the same order as the whole list', async () => {
    const suspended = await list({ state: 'suspended', sort: 'created_asc' });
    expect(suspended.users.map((u) => u.email)).toEqual(
      Array.from({ length: 6 }, (_, k) => `pessoa.${k * 10}@example.com`),
    );
  });
});
