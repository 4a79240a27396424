import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTestDb } from '@/testing/test-db';
import { customerAddresses } from './address-book-schema';
import { usersUnified } from './schema';

/**
 * Migration 0050 (decision 108): the profile's old single address moves into her address book
 * when it is complete; what it cannot move stays in her profile. The test database is already
 * migrated; the migration's statements run again over rows written the way the old profile form
 * wrote them (they only touch rows that still hold an old address, so running them again is what
 * the first run did to those rows).
 */
const MIGRATION = readFileSync(
  new URL('../../../../drizzle/0050_profile_address_into_book.sql', import.meta.url),
  'utf8',
);

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

async function runMigration() {
  await database.db.transaction(async (tx) => {
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

async function profile(metadata: Record<string, unknown>, language: 'pt-BR' | 'en' | null = null) {
  const [row] = await database.db
    .insert(usersUnified)
    .values({ email: `${randomUUID().slice(0, 8)}@example.com`, metadata, preferred_language: language })
    .returning({ id: usersUnified.id });
  return row!.id;
}

const metadataOf = async (id: string) =>
  (await database.db.select().from(usersUnified).where(eq(usersUnified.id, id)))[0]!.metadata;

const bookOf = (id: string) =>
  database.db
    .select({
      label: customerAddresses.label,
      street: customerAddresses.street,
      unit: customerAddresses.unit,
      city: customerAddresses.city,
      state: customerAddresses.state,
      zip: customerAddresses.zip,
      isDefault: customerAddresses.is_default,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.profile_id, id))
    .orderBy(asc(customerAddresses.created_at), asc(customerAddresses.street));

const OLD = { address: '100 Church St', city: 'Marietta', state: 'GA', zipCode: '30060' };

describe('migration 0050: the profile address into the book', () => {
  it('moves each complete old address, as her default when she has none, and drops it from the profile', async () => {
    const lucia = await profile({ phone: '+14045550123', country: 'US', ...OLD });
    // Her state written as its name, with an accent; her ZIP under the older key; she reads English.
    const ana = await profile(
      { address: ' 200 Peachtree St NE ', city: 'Atlanta', state: 'Geórgia', zip_code: '30303-1234' },
      'en',
    );
    await runMigration();
    expect(await bookOf(lucia)).toEqual([
      {
        label: 'Endereço',
        street: '100 Church St',
        unit: null,
        city: 'Marietta',
        state: 'GA',
        zip: '30060',
        isDefault: true,
      },
    ]);
    // Everything else in her profile stays.
    expect(await metadataOf(lucia)).toEqual({ phone: '+14045550123', country: 'US' });
    expect(await bookOf(ana)).toEqual([
      {
        label: 'Address',
        street: '200 Peachtree St NE',
        unit: null,
        city: 'Atlanta',
        state: 'GA',
        zip: '30303-1234',
        isDefault: true,
      },
    ]);
    expect(await metadataOf(ana)).toEqual({});
  });

  it('keeps her default, and does not add again an address her book already holds', async () => {
    const bia = await profile({ ...OLD, address: '5 Main St', zipCode: '30144', city: 'Kennesaw' });
    await database.db.insert(customerAddresses).values({
      profile_id: bia,
      label: 'Casa',
      street: '9 Roswell Rd',
      city: 'Marietta',
      state: 'GA',
      zip: '30062',
      is_default: true,
    });
    const carla = await profile(OLD);
    await database.db.insert(customerAddresses).values({
      profile_id: carla,
      label: 'Casa',
      street: '100 CHURCH ST',
      city: 'Marietta',
      state: 'GA',
      zip: '30060',
      is_default: true,
    });
    await runMigration();
    expect((await bookOf(bia)).map((a) => [a.label, a.street, a.isDefault])).toEqual([
      ['Casa', '9 Roswell Rd', true],
      ['Endereço', '5 Main St', false],
    ]);
    expect(await metadataOf(bia)).toEqual({});
    // Saved there by a checkout already: one row, and the profile's copy goes.
    expect((await bookOf(carla)).map((a) => a.street)).toEqual(['100 CHURCH ST']);
    expect(await metadataOf(carla)).toEqual({});
  });

  it('leaves in her profile what the book cannot hold: no street, no city, an unknown state, a bad ZIP, a full book', async () => {
    const cases = [
      { city: 'Marietta', state: 'GA', zipCode: '30060' },
      { ...OLD, city: '' },
      { ...OLD, state: 'Gerogia' },
      { ...OLD, zipCode: '3006' },
      { ...OLD, address: '1' },
    ];
    const ids = [];
    for (const metadata of cases) ids.push(await profile(metadata));
    const full = await profile(OLD);
    for (let i = 0; i < 10; i++)
      await database.db.insert(customerAddresses).values({
        profile_id: full,
        label: `Endereço ${i}`,
        street: `${i + 1} Main St`,
        city: 'Kennesaw',
        state: 'GA',
        zip: '30144',
        is_default: i === 0,
      });
    await runMigration();
    for (const [i, id] of ids.entries()) {
      expect(await bookOf(id)).toEqual([]);
      expect(await metadataOf(id)).toEqual(cases[i]);
    }
    expect(await bookOf(full)).toHaveLength(10);
    expect(await metadataOf(full)).toEqual(OLD);
  });

  it('touches no profile without an old address', async () => {
    const none = await profile({ phone: '+14045550199', anonymised_at: '2026-01-01T00:00:00.000Z' });
    await runMigration();
    expect(await bookOf(none)).toEqual([]);
    expect(await metadataOf(none)).toEqual({
      phone: '+14045550199',
      anonymised_at: '2026-01-01T00:00:00.000Z',
    });
  });
});
