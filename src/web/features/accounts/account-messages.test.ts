import { describe, expect, it } from 'vitest';
import { authMessages } from '@/shared/accounts/messages';
import { localiseServerMessage } from '@/web/lib/validation-messages';
import { auth as en } from '@/web/locales/en/auth';
import { auth as pt } from '@/web/locales/pt-BR/auth';

describe('account messages in both languages', () => {
  it('the pt-BR dictionary holds the §8.2 registration failures exactly as the server sends them', () => {
    expect(pt.register.errors).toEqual({
      authAccount: authMessages.registerAuthAccount,
      authUser: authMessages.registerAuthUser,
      profile: authMessages.registerProfile,
      unexpected: authMessages.registerUnexpected,
    });
  });

  it('uses the en dictionary for the §8.2 failures', () => {
    expect(localiseServerMessage('auth.registerProfile', 'en')).toBe(en.register.errors.profile);
    expect(localiseServerMessage('auth.registerProfile', 'pt-BR')).toBe(authMessages.registerProfile);
  });
});
