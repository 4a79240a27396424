import { describe, expect, it } from 'vitest';
import { identityChangeEmail } from './identity-emails';

const base = {
  name: 'Ana Souza',
  brandName: 'Brazil Prime',
  baseUrl: 'https://shop.example.com',
  provider: 'Google',
  providerEmail: 'ana@example.com',
};

describe('identityChangeEmail (decision 090)', () => {
  it.each([
    ['pt-BR', 'added', 'Nova forma de entrar — Brazil Prime', 'agora entra na sua conta'],
    ['pt-BR', 'removed', 'Forma de entrar removida — Brazil Prime', 'não entra mais na sua conta'],
    ['en', 'added', 'New way to sign in — Brazil Prime', 'now signs in to your'],
    ['en', 'removed', 'Way to sign in removed — Brazil Prime', 'no longer signs in to your'],
  ] as const)('%s, %s: her language alone', (language, change, subject, line) => {
    const mail = identityChangeEmail({ ...base, change, language });
    expect(mail.subject).toBe(subject);
    expect(mail.body).toContain(line);
    expect(mail.body).toContain('(ana@example.com)');
    expect(mail.body).toContain('https://shop.example.com/auth/forgot-password');
  });

  it('both languages when hers is not known', () => {
    const mail = identityChangeEmail({ ...base, change: 'added', language: null });
    expect(mail.subject).toBe('Nova forma de entrar — Brazil Prime / New way to sign in — Brazil Prime');
    expect(mail.body).toContain('Olá, Ana!');
    expect(mail.body).toContain('Hello, Ana!');
  });
});
