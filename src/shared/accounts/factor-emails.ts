import type { Language } from '../i18n/language';
import { firstName } from '../names';

/** What changed in an account's sign-in factors (decision 089); each change is told by e-mail. */
export type FactorEvent =
  | 'totp_added'
  | 'totp_removed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'factor_reset';

const WHAT: Record<FactorEvent, { pt: string; en: string }> = {
  totp_added: {
    pt: 'Um aplicativo autenticador foi ativado na sua conta (verificação em duas etapas).',
    en: 'An authenticator app was turned on for your account (two-step verification).',
  },
  totp_removed: {
    pt: 'O aplicativo autenticador foi removido da sua conta.',
    en: 'The authenticator app was removed from your account.',
  },
  passkey_added: {
    pt: 'Uma chave de acesso foi adicionada à sua conta: {name}.',
    en: 'A passkey was added to your account: {name}.',
  },
  passkey_removed: {
    pt: 'Uma chave de acesso foi removida da sua conta: {name}.',
    en: 'A passkey was removed from your account: {name}.',
  },
  factor_reset: {
    pt: 'Um super administrador redefiniu a verificação em duas etapas da sua conta. Você vai configurá-la de novo ao entrar.',
    en: 'A super admin reset the two-step verification of your account. You will set it up again at your next sign-in.',
  },
};

/**
 * The e-mail telling the person a factor was added or removed: in her language when known, else
 * Portuguese then English (like the account-safety e-mails).
 */
export function factorChangeEmail(input: {
  event: FactorEvent;
  name: string;
  brandName: string;
  baseUrl: string;
  passkeyName?: string | null;
  language?: Language | null;
}) {
  const first = firstName(input.name);
  const label = input.passkeyName?.trim() || '—';
  const what = WHAT[input.event];
  const profile = new URL('/profile', input.baseUrl).toString();
  const pt = {
    subject: `Segurança da sua conta na ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      what.pt.replace('{name}', label),
      `Veja as formas de entrar na sua conta: ${profile}`,
      'Se não foi você, troque sua senha agora e fale com a loja.',
    ].join('\n'),
  };
  const en = {
    subject: `Your ${input.brandName} account's security`,
    body: [
      first ? `Hello, ${first}!` : 'Hello!',
      '',
      what.en.replace('{name}', label),
      `See the ways you sign in: ${profile}`,
      'If it was not you, change your password now and contact the shop.',
    ].join('\n'),
  };
  if (input.language === 'pt-BR') return pt;
  if (input.language === 'en') return en;
  return {
    subject: `Segurança da sua conta / Your account's security — ${input.brandName}`,
    body: [pt.body, '', '—', '', en.body].join('\n'),
  };
}
