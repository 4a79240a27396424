import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { createTestApp, jsonRequest, type TestApp } from '@/testing/test-app';
import { messages } from '../messaging/schema';
import { contactMessages } from './schema';

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+1 (404) 555-0100',
    message: 'Vocês fazem picanha maturada sob encomenda?',
    website: '',
    language: 'en',
  };

  it('stores the message and queues the shop notification in one go', async () => {
    const res = await jsonRequest(t.app, 'POST', '/api/contact', valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Ana Souza', email: 'ana@example.com', language: 'en' });
    const [notice] = await t.database.db.select().from(messages).where(eq(messages.related_id, id));
    expect(notice).toMatchObject({ channel: 'email', purpose: 'contact', status: 'queued' });
    expect(notice?.recipient).toBe((await t.services.settings.getPublic()).contact.email);
    expect(notice?.body).toContain('Vocês fazem picanha maturada sob encomenda?');
  });

  it.each([
    [{ email: 'ana' }, 'email'],
    [{ message: 'curta' }, 'message'],
    [{ name: '' }, 'name'],
  ])('refuses %o with 422 and the field message', async (change, field) => {
    const res = await jsonRequest(t.app, 'POST', '/api/contact', { ...valid, ...change });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields[field]?.[0]).toBeTruthy();
  });

  it('refuses a message past its limit with 422 naming it, and keeps one at the limit whole (decision 110)', async () => {
    const max = TEXT_LIMITS.contactMessage;
    const before = await t.database.db.select().from(contactMessages);
    const long = await jsonRequest(t.app, 'POST', '/api/contact', { ...valid, message: 'x'.repeat(max + 1) });
    expect(long.status).toBe(422);
    const refused = (await long.json()) as { error: { fields: Record<string, unknown[]> } };
    expect(refused.error.fields.message).toEqual([
      {
        key: 'textLimit.contactMessage',
        params: { max },
        message: 'A mensagem pode ter até 2000 caracteres.',
      },
    ]);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);

    const whole = `${`${'Olá, açougue! '.repeat(200)}`.slice(0, max - 1)}?`;
    const res = await jsonRequest(t.app, 'POST', '/api/contact', { ...valid, message: whole });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toHaveLength(max);
    expect(row?.message).toBe(whole);
  });

  it('refuses a filled bot trap and stores nothing', async () => {
    const before = await t.database.db.select().from(contactMessages);
    const res = await jsonRequest(t.app, 'POST', '/api/contact', {
      ...valid,
      website: 'http://spam.example',
    });
    expect(res.status).toBe(422);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});
