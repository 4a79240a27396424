import { describe, expect, it } from 'vitest';
import { KEYS } from '../messages';
import { contactMessageSchema } from './schemas';

const valid = {
  name: 'Ana Souza',
  email: ' Ana@Example.com ',
  message: 'Vocês entregam em Marietta no sábado?',
};

describe('contactMessageSchema (SPEC §2.7)', () => {
  it('accepts a complete message and normalises it', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: '' })).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: null,
      message: 'Vocês entregam em Marietta no sábado?',
      language: 'pt-BR',
    });
  });

  it.each([
    [{ name: ' ' }, 'name', KEYS.contact.nameRequired],
    [{ email: 'ana@' }, 'email', KEYS.contact.emailInvalid],
    [{ phone: 'ligue-me' }, 'phone', KEYS.contact.phoneInvalid],
    [{ message: 'oi' }, 'message', KEYS.contact.messageTooShort],
    [{ message: 'x'.repeat(2001) }, 'message', KEYS.textLimit.contactMessage],
    [{ website: 'http://spam.example' }, 'website', KEYS.contact.spam],
  ])('refuses %o on %s', (change, field, message) => {
    const result = contactMessageSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('keeps a phone with its country code', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: '+1 (404) 555-0134' }).phone).toBe(
      '+1 (404) 555-0134',
    );
  });
});
