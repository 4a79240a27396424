import type { Language } from '../i18n/language';
import { firstName } from '../names';
import { forgotPasswordLink } from './safety-emails';

/**
 * The e-mail that tells a person a way to sign in was added to or removed from her account
 * (issue 40, decision 090): in her language when known, else Portuguese then English.
 */
export function identityChangeEmail(input: {
  name: string;
  brandName: string;
  baseUrl: string;
  change: 'added' | 'removed';
  /** The provider's name as people know it ("Google"). */
  provider: string;
  /** The provider account's e-mail, when it has one. */
  providerEmail: string | null;
  language?: Language | null;
}) {
  const first = firstName(input.name);
  const which = input.providerEmail ? ` (${input.providerEmail})` : '';
  const added = input.change === 'added';
  const pt = {
    subject: `${added ? 'Nova forma de entrar' : 'Forma de entrar removida'} — ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      added
        ? `A conta ${input.provider}${which} agora entra na sua conta na ${input.brandName}.`
        : `A conta ${input.provider}${which} não entra mais na sua conta na ${input.brandName}.`,
      `Se não foi você, troque sua senha agora: ${forgotPasswordLink(input.baseUrl)}`,
    ].join('\n'),
  };
  const en = {
    subject: `${added ? 'New way to sign in' : 'Way to sign in removed'} — ${input.brandName}`,
    body: [
      first ? `Hello, ${first}!` : 'Hello!',
      '',
      added
        ? `The ${input.provider} account${which} now signs in to your ${input.brandName} account.`
        : `The ${input.provider} account${which} no longer signs in to your ${input.brandName} account.`,
      `If it was not you, change your password now: ${forgotPasswordLink(input.baseUrl)}`,
    ].join('\n'),
  };
  if (input.language === 'pt-BR') return pt;
  if (input.language === 'en') return en;
  return { subject: `${pt.subject} / ${en.subject}`, body: [pt.body, '', '—', '', en.body].join('\n') };
}
