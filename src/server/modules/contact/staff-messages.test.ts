import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffContactList, StaffContactMessage } from '@/shared/contact/schemas';
import { type Call, type CookieJar, caller } from '@/testing/accounts';
import { body, signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';

/** Issue 40: the desk's contact panel (GET /api/contact/staff/messages, POST …/:id/handled). */

let t: TestApp;
let call: Call;
const jars = {} as Record<'admin' | 'manager' | 'operator' | 'customer', CookieJar>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  jars.admin = (await signIn(t, 'admin')).jar;
  jars.manager = (await signIn(t, 'manager', 'brazil-prime-marietta')).jar;
  jars.operator = (await signIn(t, 'operator', 'brazil-prime-marietta')).jar;
  jars.customer = (await signIn(t)).jar;
});
afterAll(() => t.close());

const write = async (name: string, language = 'pt-BR') =>
  body<{ id: string }>(
    await call('POST', '/api/contact', {
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
      message: 'Vocês fazem costela no bafo para 20 pessoas no sábado?',
      language,
    }),
    201,
  );
const list = (who: keyof typeof jars | null, state = 'open') =>
  call('GET', `/api/contact/staff/messages?state=${state}`, undefined, who ? { jar: jars[who] } : {});
const handle = (who: keyof typeof jars | null, id: string, b: unknown) =>
  call('POST', `/api/contact/staff/messages/${id}/handled`, b, who ? { jar: jars[who] } : {});

describe('the desk’s contact panel', () => {
  it('lists the messages still to answer, newest first, with how many are open', async () => {
    const first = await write('Ana Souza');
    const second = await write('John Miller', 'en');
    const answer = await body<StaffContactList>(await list('admin'), 200);
    expect(answer.messages.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(answer.messages[0]).toMatchObject({
      name: 'John Miller',
      email: 'john.miller@example.com',
      language: 'en',
      handledAt: null,
    });
    expect(answer.open).toBe(answer.messages.length);
  });

  it('an answered message leaves the open list, stays in "all", and can be opened again', async () => {
    const { id } = await write('Carla Dias');
    const before = await body<StaffContactList>(await list('admin'), 200);
    const done = await body<{ message: StaffContactMessage }>(
      await handle('admin', id, { handled: true }),
      200,
    );
    expect(done.message.handledAt).not.toBeNull();
    const open = await body<StaffContactList>(await list('admin'), 200);
    expect(open.messages.map((m) => m.id)).not.toContain(id);
    expect(open.open).toBe(before.open - 1);
    const all = await body<StaffContactList>(await list('admin', 'all'), 200);
    expect(all.messages.find((m) => m.id === id)?.handledAt).toBe(done.message.handledAt);
    await body(await handle('admin', id, { handled: false }), 200);
    expect((await body<StaffContactList>(await list('admin'), 200)).messages.map((m) => m.id)).toContain(id);
  });

  it('refuses visitors (401), customers (403) and staff of one store (403): the messages are the whole shop’s', async () => {
    const { id } = await write('Bruno Lima');
    expect((await list(null)).status).toBe(401);
    expect((await handle(null, id, { handled: true })).status).toBe(401);
    for (const who of ['customer', 'manager', 'operator'] as const) {
      expect((await list(who)).status, who).toBe(403);
      expect((await handle(who, id, { handled: true })).status, who).toBe(403);
    }
    const all = await body<StaffContactList>(await list('admin'), 200);
    expect(all.messages.find((m) => m.id === id)?.handledAt).toBeNull();
  });

  it('refuses an unknown message (404), a bad id and a body that is not a yes or no', async () => {
    const { id } = await write('Diana Reis');
    const unknown = await handle('admin', '2b1f0c4e-8f3a-4d2b-9c1e-5a6b7c8d9e0f', { handled: true });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'Mensagem de contato não encontrada.',
    );
    expect((await handle('admin', 'not-a-uuid', { handled: true })).status).toBeGreaterThanOrEqual(400);
    expect([400, 422]).toContain((await handle('admin', id, { handled: 'sim' })).status);
    expect([400, 422]).toContain((await list('admin', 'unread')).status);
    const all = await body<StaffContactList>(await list('admin', 'all'), 200);
    expect(all.messages.find((m) => m.id === id)?.handledAt).toBeNull();
  });
});
