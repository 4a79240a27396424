import { describe, expect, it } from 'vitest';
import { passwordResetEmail, resetPasswordLink } from './emails';

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
