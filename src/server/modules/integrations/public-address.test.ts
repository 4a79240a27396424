import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, nextClient, validRegistration } from '@/testing/accounts';
import { sentBody } from '@/testing/messaging/links';
import { body, signIn } from '@/testing/orders';
import { shopRows } from '@/testing/shop-rows';
import { createTestApp, type TestApp } from '@/testing/test-app';

type Signed = Awaited<ReturnType<typeof signIn>>;
type Cards = { cards: { id: string; state: string; plain: Record<string, { value: string }> }[] };
type LinkBase = { linkBase: { url: string; source: string } };

/**
 * The shop's public address (decision 121): the Integrações card's address wins over PUBLIC_URL in
 * every link a message carries; only owners and admins set it.
 */
describe('the public address links in messages use', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const who = {} as Record<'super' | 'admin' | 'manager', Signed>;
  let storeId: string;

  const put = (signed: Signed | null, url: unknown) =>
    call('PUT', '/api/integrations/staff/public-address', { url }, signed ? { jar: signed.jar } : {});
  const keyOf = async (res: Response, status: number) =>
    (await body<{ error: { key: string; fields?: Record<string, { key: string }[]> } }>(res, status)).error;
  const lastBody = async (purpose: 'password_reset' | 'invitation') => {
    const row = await shopRows.lastEmail(t.database.db, purpose);
    return sentBody(t, row!);
  };
  const resetLink = async () => {
    const res = await call(
      'POST',
      '/api/accounts/forgot-password',
      { email: 'bia@example.com' },
      { client: nextClient() },
    );
    expect(res.status).toBe(200);
    return (await lastBody('password_reset')).match(/https?:\/\/[^/\s]+\/auth\/reset-password\?token=/)?.[0];
  };
  let n = 0;
  const invitationLink = async () => {
    const res = await call(
      'POST',
      '/api/accounts/invitations',
      { email: `convidado.${n++}@example.com`, role: 'manager', storeId },
      { jar: who.admin.jar },
    );
    expect(res.status).toBe(201);
    return (await lastBody('invitation')).match(/https?:\/\/[^/\s]+\/[\w/-]*\?token=/)?.[0];
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://env.example.com' } });
    call = caller(t);
    storeId = await shopRows.storeId(t.database.db, 'brazil-prime-marietta');
    who.super = await signIn(t, 'super_admin');
    who.admin = await signIn(t, 'admin');
    who.manager = await signIn(t, 'manager', 'brazil-prime-marietta');
    const registered = await call(
      'POST',
      '/api/accounts/register',
      validRegistration({ email: 'bia@example.com' }),
      {
        client: nextClient(),
      },
    );
    expect(registered.status).toBe(201);
  });
  afterAll(() => t.close());

  it('is PUBLIC_URL until the card sets one, then the card in a reset e-mail and an invitation', async () => {
    expect(await resetLink()).toBe('https://env.example.com/auth/reset-password?token=');
    expect(await invitationLink()).toMatch(/^https:\/\/env\.example\.com\//);
    const before = await body<LinkBase>(
      await call('GET', '/api/integrations/staff', undefined, { jar: who.admin.jar }),
      200,
    );
    expect(before.linkBase).toEqual({ url: 'https://env.example.com', source: 'env' });

    const saved = await put(who.admin, 'https://loja.example.com/');
    expect(saved.status).toBe(200);
    expect(await resetLink()).toBe('https://loja.example.com/auth/reset-password?token=');
    expect(await invitationLink()).toMatch(/^https:\/\/loja\.example\.com\//);
    const after = await body<LinkBase & Cards>(
      await call('GET', '/api/integrations/staff', undefined, { jar: who.super.jar }),
      200,
    );
    expect(after.linkBase).toEqual({ url: 'https://loja.example.com', source: 'stored' });
    expect(after.cards.find((c) => c.id === 'public_address')).toMatchObject({
      state: 'working',
      plain: { url: { value: 'https://loja.example.com' } },
    });

    // Blank clears it: PUBLIC_URL is in force again.
    expect((await put(who.super, '')).status).toBe(200);
    expect(await resetLink()).toBe('https://env.example.com/auth/reset-password?token=');
  });

  it.each([
    ['http elsewhere than this machine', 'http://loja.example.com', 'integrations.publicUrlNotHttps'],
    ['not an address', 'loja.example.com', 'integrations.publicUrlInvalid'],
    ['a path', 'https://loja.example.com/outra', 'integrations.publicUrlHasPath'],
  ])('refuses %s, and links keep PUBLIC_URL', async (_name, url, key) => {
    const error = await keyOf(await put(who.admin, url), 422);
    expect(error.fields?.url?.[0]?.key).toBe(key);
    expect(await resetLink()).toBe('https://env.example.com/auth/reset-password?token=');
  });

  it('refuses visitors (401) and managers (403); nothing changes', async () => {
    expect((await put(null, 'https://evil.example.com')).status).toBe(401);
    expect((await put(who.manager, 'https://evil.example.com')).status).toBe(403);
    expect((await call('GET', '/api/integrations/staff', undefined, { jar: who.manager.jar })).status).toBe(
      403,
    );
    expect(await resetLink()).toBe('https://env.example.com/auth/reset-password?token=');
  });
});
