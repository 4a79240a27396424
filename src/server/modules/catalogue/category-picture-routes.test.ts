import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@/shared/catalogue/types';
import type { ErrorBody } from '@/shared/errors';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { uploadPicture } from '@/testing/media';
import { signIn } from '@/testing/orders';
import { photo } from '@/testing/pictures';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { auditLog } from '../audit/schema';
import type { StaffCategory } from './mappers';
import { categories } from './schema';

/**
 * A category's picture (decision 066): uploaded through the media route like a product's, its URL
 * saved on the category, replaced and removed, each change audited; anything that is not a shop
 * picture (or an https address kept from before) is refused on the field.
 */

let t: TestApp;
let call: Call;
let jar: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jar = (await signIn(t, 'admin')).jar;
}, 180_000);
afterAll(() => t.close());

const BASE = '/api/catalogue/staff/categories';
const send = (method: string, path: string, body?: unknown) => call(method, `${BASE}${path}`, body, { jar });

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

async function upload(seed: number): Promise<string> {
  const res = await uploadPicture(t, jar, await photo(1000, 750, 'jpeg', { seed }), { name: 'peixes.jpg' });
  return (await json<{ picture: { url: string } }>(res, 201)).picture.url;
}

const shopCategory = async (slug: string) =>
  (await json<Category[]>(await call('GET', '/api/catalogue/categories'), 200)).find((c) => c.slug === slug);

const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'category'), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.at);

describe('a category picture', { timeout: 180_000 }, () => {
  it('is uploaded, saved, replaced and removed; the storefront follows and the audit keeps each step', async () => {
    const first = await upload(1);
    const { category } = await json<{ category: StaffCategory }>(
      await send('POST', '', { name: 'Peixaria', slug: 'peixaria', imageUrl: first }),
      201,
    );
    expect(category.imageUrl).toBe(first);
    expect((await shopCategory('peixaria'))?.imageUrl).toBe(first);

    const second = await upload(2);
    expect(second).not.toBe(first);
    const replaced = await json<{ category: StaffCategory }>(
      await send('PATCH', `/${category.id}`, { imageUrl: second, updatedAt: category.updatedAt }),
      200,
    );
    expect((await shopCategory('peixaria'))?.imageUrl).toBe(second);

    await json(
      await send('PATCH', `/${category.id}`, { imageUrl: null, updatedAt: replaced.category.updatedAt }),
      200,
    );
    expect((await shopCategory('peixaria'))?.imageUrl).toBeNull();

    const entries = await auditOf(category.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['create', null, expect.objectContaining({ imageUrl: first })],
      ['update', { imageUrl: first }, { imageUrl: second }],
      ['update', { imageUrl: second }, { imageUrl: null }],
    ]);
  });

  it('keeps an https address saved before uploads existed when the category is edited', async () => {
    const old = 'https://cdn.example.com/categorias/aves.jpg';
    const [aves] = await t.database.db
      .update(categories)
      .set({ image_url: old })
      .where(eq(categories.slug, 'aves'))
      .returning();
    // The form sends the picture back as it found it, beside the renamed name.
    const { category } = await json<{ category: StaffCategory }>(
      await send('PATCH', `/${aves!.id}`, {
        name: 'Aves e frango',
        imageUrl: old,
        updatedAt: aves!.updated_at.toISOString(),
      }),
      200,
    );
    expect(category).toMatchObject({ name: 'Aves e frango', imageUrl: old });
    expect((await shopCategory('aves'))?.imageUrl).toBe(old);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.com/boi.jpg',
    'foto-do-boi.jpg',
    '/media/pictures/../../etc/passwd',
    '//evil.example.com/boi.jpg',
  ])('refuses %s on the picture field (422 category.imageInvalid), writing nothing', async (imageUrl) => {
    const { error } = await json<ErrorBody>(
      await send('POST', '', { name: 'Caça', slug: 'caca', imageUrl }),
      422,
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['imageUrl']);
    expect(error.fields?.imageUrl?.[0]?.key).toBe('category.imageInvalid');
    expect(await shopCategory('caca')).toBeUndefined();
  });
});
