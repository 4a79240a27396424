import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersListQuery } from '../../../shared/accounts/staff-schemas';
import { USERS_COUNT_CAP } from '../../../shared/accounts/user-search';
import { createTestDb } from '../../../testing/test-db';
import type { Database } from '../../db/client';
import { listUsers, type StaffViewer } from './actions/users';
import { usersUnified } from './schema';

/** The users list's search on the database (decision 047): folded text, trigram indexes, phone digits. */
describe('the users search', () => {
  let database: Database;
  const admin: StaffViewer = { id: '00000000-0000-4000-8000-000000000001', role: 'admin', store_id: null };
  const search = async (q: string) =>
    (await listUsers(database.db, admin, usersListQuery.parse({ q }))).users.map((u) => u.email).sort();

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
    const page = await listUsers(database.db, admin, usersListQuery.parse({}));
    expect(page).toMatchObject({ total: 4, totalCapped: false });
    expect(USERS_COUNT_CAP).toBe(10_000);
  });
});
