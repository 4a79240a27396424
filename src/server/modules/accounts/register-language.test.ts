import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, CookieJar, caller, nextClient, signUp, validRegistration } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { usersUnified } from './schema';

/**
 * Issue 38, decision 086: she signs up in English, so her profile keeps English and the welcome,
 * the confirmation e-mail and a later password reset are written in it; the staff notice stays
 * Portuguese. Signed up in Portuguese, nothing changes from before.
 */
describe('sign-up keeps her language for her messages', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_NOTIFY_PHONE: '+5511900000000' } });
    call = caller(t);
  });
  afterAll(() => t.close());

  async function register(email: string, language: string) {
    const jar = new CookieJar();
    const { registered, signedIn } = await signUp(call, validRegistration({ email, fullName: 'Ana Souza' }), {
      jar,
      client: nextClient(),
      headers: { 'Accept-Language': language },
    });
    expect(registered.status).toBe(201);
    const userId = ((await signedIn.json()) as { user: { id: string } }).user.id;
    const rows = await outbox(t.database.db).rows({ relatedId: userId });
    const [profile] = await t.database.db
      .select({ language: usersUnified.preferred_language })
      .from(usersUnified)
      .where(eq(usersUnified.auth_user_id, userId));
    return { jar, userId, rows, language: profile?.language };
  }

  it('English: the profile says en; welcome and confirmation in English; the staff notice in Portuguese', async () => {
    const { rows, language } = await register('ana.en@example.com', 'en-US,en;q=0.9');
    expect(language).toBe('en');
    const by = (purpose: string) => rows.find((m) => m.purpose === purpose);
    expect(by('welcome')?.body).toMatch(/^Hi \*Ana\*! 👋\n\nWe're so glad to have you at \*Brazil Prime\*!/);
    expect(by('email_verification')?.subject).toBe('Confirm your e-mail — Brazil Prime');
    expect(by('email_verification')?.body).toContain('It expires in 48 hours and works only once');
    expect(by('admin_notice')?.body).toContain('Novo cliente cadastrado');

    await call('POST', '/api/accounts/forgot-password', { email: 'ana.en@example.com' });
    const [reset] = await outbox(t.database.db).rows({ purpose: 'password_reset' });
    expect(reset?.subject).toBe('Reset your password — Brazil Prime');
    expect(reset?.body).toMatch(/^Hi Ana,\n\nWe received a request to reset the password/);
  });

  it('Portuguese: the profile says pt-BR; the texts as before', async () => {
    const { rows, language } = await register('ana.pt@example.com', 'pt-BR');
    expect(language).toBe('pt-BR');
    expect(rows.find((m) => m.purpose === 'welcome')?.body).toMatch(/^Olá, \*Ana\*! 👋/);
    expect(rows.find((m) => m.purpose === 'email_verification')?.subject).toBe(
      'Confirme seu e-mail — Brazil Prime',
    );
  });
});
