import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '@/shared/accounts/address-book';
import { type Call, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';

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
});
