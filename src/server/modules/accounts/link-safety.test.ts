import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, type CookieJar, caller, nextClient, signUp, validRegistration } from '@/testing/accounts';
import { outbox } from '@/testing/messaging/outbox';
import { silent } from '@/testing/messaging/outbox-fixture';
import { decodeQuotedPrintable, type SmtpSink, startSmtpSink } from '@/testing/messaging/smtp-sink';
import { signIn } from '@/testing/orders';
import { createTestApp, type TestApp } from '@/testing/test-app';
import { runWorkerOnce } from '../messaging/worker';
import { authUser, authVerification } from './schema';
import { storedIdentifier } from './verification-identifiers';

/**
 * Issue 34 (decision 074): single-use links were readable at rest — reset tokens in better-auth's
 * verification table, confirmation and reset links in the body of a waiting e-mail, which staff read
 * on the message desk. Now the table keeps hashes, the outbox keeps `token=••••` with the real link
 * sealed, and only the transport opens it when it sends.
 */
const LINK_PURPOSES = ['email_verification', 'password_reset'] as const;

const migration = (name: string) => {
  const dir = join(process.cwd(), 'drizzle');
  const file = readdirSync(dir).find((f) => f.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration ${name}`);
  return readFileSync(join(dir, file), 'utf8').split('--> statement-breakpoint');
};

describe('single-use links at rest', () => {
  let t: TestApp;
  let call: Call;
  let sink: SmtpSink;
  let admin: CookieJar;
  const post = (path: string, payload: unknown) =>
    call('POST', `/api/accounts${path}`, payload, { client: nextClient() });
  const desk = (path: string) => call('GET', `/api/messages/staff${path}`, undefined, { jar: admin });
  const send = () => runWorkerOnce({ db: t.database.db, transports: t.services.transports, logger: silent });
  const linkIn = (page: string) =>
    sink.mails
      .map(
        (m) =>
          decodeQuotedPrintable(m.raw).match(
            new RegExp(`https://shop\\.example\\.com/auth/${page}\\?token=([\\w-]+)`),
          )?.[1],
      )
      .find(Boolean);
  const outboxText = () => outbox(t.database.db).text();

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Loja <loja@example.com>',
      },
    });
    call = caller(t);
    admin = (await signIn(t, 'admin')).jar;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('keeps no token in the outbox, the desk or the verification table; the mail carries links that work once', async () => {
    const input = validRegistration({ email: 'ana.links@example.com' });
    expect((await signUp(call, input, { client: nextClient() })).signedIn.status).toBe(200);
    expect((await post('/forgot-password', { email: 'ana.links@example.com' })).status).toBe(200);

    const waiting = await outbox(t.database.db).rows({ purpose: LINK_PURPOSES });
    expect(waiting.map((m) => m.purpose).sort()).toEqual(['email_verification', 'password_reset']);
    for (const row of waiting) {
      expect(row.body).toMatch(/\?token=••••\n/);
      expect(row.sealed_links).toMatch(/^v1\./);
    }
    // The staff find them on the desk, link redacted — and, as if SMTP had been missing, send them again.
    await outbox(t.database.db).update({ purpose: LINK_PURPOSES }, { status: 'not_configured' });
    const list = await desk('?kind=password_reset');
    const one = await desk(`/${waiting.find((m) => m.purpose === 'password_reset')!.id}`);
    const deskText = (await list.text()) + (await one.text());
    expect([list.status, one.status]).toEqual([200, 200]);
    expect(deskText).toContain('token=••••');
    for (const row of waiting) {
      const retry = await call('POST', `/api/messages/staff/${row.id}/retry`, undefined, { jar: admin });
      expect(retry.status).toBe(200);
    }
    expect(await send()).toBeGreaterThanOrEqual(2);

    const confirmToken = linkIn('confirm-email');
    const resetToken = linkIn('reset-password');
    expect(confirmToken).toBeTruthy();
    expect(resetToken).toBeTruthy();
    // Nowhere at rest: not the outbox (body or sealed column), not the desk, not better-auth's table.
    const atRest = [
      await outboxText(),
      deskText,
      (await desk('?kind=email_verification').then((r) => r.text())) + (await desk('').then((r) => r.text())),
      JSON.stringify(await t.database.db.select().from(authVerification)),
    ].join('\n');
    expect(atRest).not.toContain(confirmToken!);
    expect(atRest).not.toContain(resetToken!);
    const [resetRow] = await t.database.db.select().from(authVerification);
    expect(resetRow?.identifier).toBe(storedIdentifier(`reset-password:${resetToken}`));
    // Sent: nothing sealed is kept any more.
    const sent = await outbox(t.database.db).rows({ purpose: LINK_PURPOSES });
    expect(sent.map((m) => [m.status, m.sealed_links])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);

    // The links work, once.
    expect((await post('/verify-email', { token: confirmToken })).status).toBe(200);
    expect((await post('/verify-email', { token: confirmToken })).status).toBe(400);
    const reset = { token: resetToken, password: 'novaSenha1', confirmPassword: 'novaSenha1' };
    expect((await post('/reset-password', reset)).status).toBe(200);
    expect((await post('/reset-password', reset)).status).toBe(400);
    expect((await post('/login', { email: 'ana.links@example.com', password: 'novaSenha1' })).status).toBe(
      200,
    );
  });

  it('migration hash_verification_identifiers: a reset link sent before it still works, and its token leaves the table', async () => {
    const [owner] = await t.database.db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, 'ana.links@example.com'));
    await t.database.db.delete(authVerification);
    await t.database.db.insert(authVerification).values({
      id: crypto.randomUUID(),
      identifier: 'reset-password:legacy-plain-token',
      value: owner!.id,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    for (const statement of migration('hash_verification_identifiers'))
      await t.database.db.execute(sql.raw(statement));
    const [row] = await t.database.db.select().from(authVerification);
    expect(row?.identifier).toBe(storedIdentifier('reset-password:legacy-plain-token'));
    const reset = { token: 'legacy-plain-token', password: 'outraSenha2', confirmPassword: 'outraSenha2' };
    expect((await post('/reset-password', reset)).status).toBe(200);
  });

  it('migration sealed_outbox_links: a link waiting in clear is withdrawn, and is not sent', async () => {
    const row = await outbox(t.database.db).insert({
      channel: 'email',
      recipient: 'old@example.com',
      subject: 'Confirme',
      body: 'Abra https://shop.example.com/auth/confirm-email?token=OldPlainToken123 agora.',
      purpose: 'email_verification',
    });
    const [, redact] = migration('sealed_outbox_links');
    await t.database.db.execute(sql.raw(redact!));
    const after = (await outbox(t.database.db).one({ id: row.id }))!;
    expect(after.body).toBe('Abra https://shop.example.com/auth/confirm-email?token=•••• agora.');
    sink.mails.length = 0;
    await send();
    const failed = (await outbox(t.database.db).one({ id: row.id }))!;
    expect([failed.status, failed.last_error_key]).toEqual(['failed', 'outbox.linkWithdrawn']);
    expect(sink.mails).toHaveLength(0);
  });
});
