import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '@/shared/accounts/address-book';
import type { SessionPayload } from '@/shared/accounts/profile';
import { type Call, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { usersUnified } from './schema';

/** Her address book (issue 38, decision 097): several addresses, one default, her own only. */
let t: TestApp;
let call: Call;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const casa = {
  label: 'Casa',
  street: '100 Church St',
  unit: 'Apt 4',
  city: 'Marietta',
  state: 'GA',
  zip: '30060',
};
const trabalho = {
  label: 'Trabalho',
  street: '200 Peachtree St NE',
  city: 'Atlanta',
  state: 'Georgia',
  zip: '30303',
};
type Fields = Record<string, { key: string; message: string }[]>;

describe('the address book', () => {
  it('keeps several addresses with one default, moves it, and gives it on when the default goes', async () => {
    const ana = await signIn(t, 'customer');
    const list = async () =>
      (
        await body<{ addresses: SavedAddress[] }>(
          await call('GET', '/api/accounts/me/addresses', undefined, { jar: ana.jar }),
          200,
        )
      ).addresses;
    expect(await list()).toEqual([]);
    const first = (
      await body<{ address: SavedAddress }>(
        await call('POST', '/api/accounts/me/addresses', casa, { jar: ana.jar }),
        201,
      )
    ).address;
    expect(first).toMatchObject({ label: 'Casa', unit: 'Apt 4', state: 'GA', isDefault: true });
    const second = (
      await body<{ address: SavedAddress }>(
        await call('POST', '/api/accounts/me/addresses', trabalho, { jar: ana.jar }),
        201,
      )
    ).address;
    // The state's name is kept as its code; the first stays the default.
    expect(second).toMatchObject({ state: 'GA', unit: null, isDefault: false });
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([
      ['Casa', true],
      ['Trabalho', false],
    ]);

    await body(
      await call(
        'PUT',
        `/api/accounts/me/addresses/${second.id}`,
        { ...trabalho, isDefault: true },
        { jar: ana.jar },
      ),
      200,
    );
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([
      ['Trabalho', true],
      ['Casa', false],
    ]);

    await body(
      await call('DELETE', `/api/accounts/me/addresses/${second.id}`, undefined, { jar: ana.jar }),
      200,
    );
    expect((await list()).map((a) => [a.label, a.isDefault])).toEqual([['Casa', true]]);
  });

  it('refuses "Miami, FL" with ZIP 30060 on the state and the city, in both languages', async () => {
    const ana = await signIn(t, 'customer');
    const res = await call(
      'POST',
      '/api/accounts/me/addresses',
      { ...casa, city: 'Miami', state: 'FL' },
      { jar: ana.jar },
    );
    const { error } = await body<{ error: { fields: Fields } }>(res, 422);
    expect(error.fields.state?.[0]).toMatchObject({
      key: 'order.zipStateMismatch',
      message: 'O ZIP 30060 fica no estado GA. Confira o ZIP ou o estado.',
    });
    expect(error.fields.city?.[0]).toMatchObject({
      key: 'order.zipCityMismatch',
      message: 'O ZIP 30060 é de Marietta. Confira o ZIP ou a cidade.',
    });
  });

  it('refuses a missing label and answers 404 for another customer’s address, which stays as it was', async () => {
    const ana = await signIn(t, 'customer');
    const bia = await signIn(t, 'customer');
    const { error } = await body<{ error: { fields: Fields } }>(
      await call('POST', '/api/accounts/me/addresses', { ...casa, label: ' ' }, { jar: ana.jar }),
      422,
    );
    expect(error.fields.label?.[0]?.key).toBe('addressBook.labelRequired');
    const hers = (
      await body<{ address: SavedAddress }>(
        await call('POST', '/api/accounts/me/addresses', casa, { jar: bia.jar }),
        201,
      )
    ).address;
    await body(await call('PUT', `/api/accounts/me/addresses/${hers.id}`, trabalho, { jar: ana.jar }), 404);
    await body(
      await call('DELETE', `/api/accounts/me/addresses/${hers.id}`, undefined, { jar: ana.jar }),
      404,
    );
    const still = await body<{ addresses: SavedAddress[] }>(
      await call('GET', '/api/accounts/me/addresses', undefined, { jar: bia.jar }),
      200,
    );
    expect(still.addresses).toEqual([hers]);
    // A visitor is asked to sign in.
    await body(await call('GET', '/api/accounts/me/addresses'), 401);
  });

  it("completes her profile's old address into the book: it leaves the profile in the same save, and only then", async () => {
    const ana = await signIn(t, 'customer');
    // What migration 0050 left in her profile: too incomplete to move (no city, decision 108).
    const [row] = await t.database.db
      .select()
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, ana.userId));
    const old = { address: '100 Church St', state: 'Georgia', zipCode: '30060' };
    await t.database.db
      .update(usersUnified)
      .set({ metadata: { ...row!.metadata, ...old } })
      .where(eq(usersUnified.id, row!.id));
    t.services.accounts.profiles.invalidate(ana.userId);
    const me = async () =>
      (await body<SessionPayload>(await call('GET', '/api/accounts/me', undefined, { jar: ana.jar }), 200))
        .profile;
    expect(await me()).toMatchObject({ address: '100 Church St', city: null, zipCode: '30060' });

    // An ordinary new address leaves it where it is.
    await body(await call('POST', '/api/accounts/me/addresses', trabalho, { jar: ana.jar }), 201);
    expect(await me()).toMatchObject({ address: '100 Church St', zipCode: '30060' });
    // A refused completion (the city is missing) changes nothing either.
    const completed = { ...casa, label: 'Endereço', unit: '', replacesProfileAddress: true };
    await body(
      await call('POST', '/api/accounts/me/addresses', { ...completed, city: '' }, { jar: ana.jar }),
      422,
    );
    expect(await me()).toMatchObject({ address: '100 Church St', zipCode: '30060' });

    // Completed: in the book, and gone from the profile (the cached profile too); the rest stays.
    const saved = (
      await body<{ address: SavedAddress }>(
        await call('POST', '/api/accounts/me/addresses', completed, { jar: ana.jar }),
        201,
      )
    ).address;
    expect(saved).toMatchObject({
      label: 'Endereço',
      street: '100 Church St',
      city: 'Marietta',
      state: 'GA',
    });
    expect(await me()).toMatchObject({ address: null, city: null, state: null, zipCode: null });
    const [after] = await t.database.db.select().from(usersUnified).where(eq(usersUnified.id, row!.id));
    expect(after!.metadata).toEqual(row!.metadata);
  });
});
