import { describe, expect, it } from 'vitest';
import { emailVerificationEmail, passwordResetEmail, resetPasswordLink } from './emails';
import { accountExistsEmail, unlockEmail } from './safety-emails';

describe('password reset e-mail', () => {
  it.each([
    ['https://shop.example.com', 'abc123', 'https://shop.example.com/auth/reset-password?token=abc123'],
    ['http://127.0.0.1:3000/', 'a+b/c', 'http://127.0.0.1:3000/auth/reset-password?token=a%2Bb%2Fc'],
  ])('the link on %s with token %s', (base, token, link) => {
    expect(resetPasswordLink(base, token)).toBe(link);
  });

  it('greets by first name and carries the link and its lifetime', () => {
    const mail = passwordResetEmail({
      name: ' Ana Souza ',
      brandName: 'Casa Brasil',
      link: 'https://x.test/auth/reset-password?token=t',
      validMinutes: 60,
    });
    expect(mail.subject).toBe('Redefinição de senha — Casa Brasil');
    expect(mail.body.split('\n')[0]).toBe('Olá, Ana!');
    expect(mail.body).toContain('\nhttps://x.test/auth/reset-password?token=t\n');
    expect(mail.body).toContain('60 minutos');
  });

  it('says a plain hello to a blank name', () => {
    expect(passwordResetEmail({ name: ' ', brandName: 'B', link: 'l', validMinutes: 5 }).body).toMatch(
      /^Olá!\n/,
    );
  });
});

describe('account e-mails in her language (issue 38, decision 086)', () => {
  it('reset and confirmation in English', () => {
    const reset = passwordResetEmail({
      name: 'Ana Souza',
      brandName: 'Casa Brasil',
      link: 'https://x.test/r',
      validMinutes: 60,
      language: 'en',
    });
    expect(reset.subject).toBe('Reset your password — Casa Brasil');
    expect(reset.body).toContain('It expires in 60 minutes and works only once:\n\nhttps://x.test/r\n');
    const confirm = emailVerificationEmail({ name: '', brandName: 'Casa Brasil', link: 'l', language: 'en' });
    expect(confirm.subject).toBe('Confirm your e-mail — Casa Brasil');
    expect(confirm.body).toMatch(/^Hi there,\n/);
  });

  it('unlock and "account exists": one language when known, both when not', () => {
    const input = { name: 'Ana', brandName: 'B', link: 'https://x.test/u' };
    const en = unlockEmail({ ...input, language: 'en' });
    expect(en.subject).toBe('Unlock signing in — B');
    expect(en.body).toContain('open the link below');
    expect(en.body).toContain('https://x.test/u');
    expect(en.body).not.toContain('Olá');
    expect(unlockEmail({ ...input, language: 'pt-BR' }).body).not.toContain('Hello');
    const both = unlockEmail(input);
    expect(both.subject).toBe('Desbloqueie a entrada na sua conta / Unlock signing in — B');
    expect(both.body).toContain('open the link above');
    expect(
      accountExistsEmail({ name: 'Ana', brandName: 'B', baseUrl: 'https://x.test', language: 'en' }).subject,
    ).toBe('Your B account');
  });
});
