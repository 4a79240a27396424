import { describe, expect, it } from 'vitest';
import { fakeClock } from '@/testing/messaging/clock';
import { email, setUpOutboxFixture, silent } from '@/testing/messaging/outbox-fixture';
import { decodeQuotedPrintable } from '@/testing/messaging/smtp-sink';
import { RESET_TOKEN_EXPIRES_IN_S } from '../accounts/auth';
import { queueMessage } from './outbox';
import { expireResetLinks, REDACTED_TOKEN, RESET_LINK_EXPIRED } from './queue';
import { RESET_LINK_VALID_MS, runWorkerOnce } from './worker';

/** Issue 19: a password-reset link is a credential; the outbox does not keep it readable. */
const f = setUpOutboxFixture();
const resetMail = (to: string, token: string) => ({
  ...email(to, `Olá!\n\nhttps://shop.example.com/auth/reset-password?token=${token}\n\nVale por 60 minutos.`),
  purpose: 'password_reset' as const,
});

describe('password-reset links in the outbox', () => {
  it('the link lasts as long as the token better-auth issues', () => {
    expect(RESET_LINK_VALID_MS).toBe(RESET_TOKEN_EXPIRES_IN_S * 1000);
  });

  it('leave the body once the e-mail is sent; other messages keep theirs', async () => {
    const clock = fakeClock();
    const reset = await queueMessage(f.db, resetMail('ana@example.com', 'AbC-123_x'));
    const order = await queueMessage(
      f.db,
      email('bia@example.com', 'Acompanhe: https://x.example/?token=keep'),
    );
    await runWorkerOnce({ db: f.db, transports: f.transports(), logger: silent, now: clock.now });
    const sent = await f.byId(reset.id);
    expect(sent?.status).toBe('sent');
    expect(sent?.body).toContain(`token=${REDACTED_TOKEN}`);
    expect(sent?.body).not.toContain('AbC-123_x');
    // The person received the real link.
    expect(f.sink.mails.some((m) => decodeQuotedPrintable(m.raw).includes('token=AbC-123_x'))).toBe(true);
    expect((await f.byId(order.id))?.body).toContain('token=keep');
  });

  it('an e-mail still waiting when its link expires is not sent, and its token is removed', async () => {
    const clock = fakeClock();
    const waiting = await queueMessage(f.db, resetMail('caio@example.com', 'zzz999'));
    expect(await expireResetLinks(f.db, clock.now(), RESET_LINK_VALID_MS)).toBe(0);
    clock.advance(RESET_LINK_VALID_MS + 1000);
    expect(await expireResetLinks(f.db, clock.now(), RESET_LINK_VALID_MS)).toBe(1);
    const row = await f.byId(waiting.id);
    expect(row).toMatchObject({ status: 'failed', last_error: RESET_LINK_EXPIRED });
    expect(row?.body).not.toContain('zzz999');
    // Done once: nothing left to expire.
    expect(await expireResetLinks(f.db, clock.now(), RESET_LINK_VALID_MS)).toBe(0);
  });
});
