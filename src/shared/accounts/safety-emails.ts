import type { Language } from '../i18n/language';
import { firstName } from '../names';

/**
 * The account-safety e-mails (decision 074). When the account's language is known (its profile's,
 * issue 38) the e-mail is in that language alone; otherwise it says everything in Portuguese,
 * then in English.
 */

type Mail = { subject: string; body: string };

/** The mail in one language, or both halves joined when the language is not known. */
function inLanguage(language: Language | null | undefined, pt: Mail, en: Mail, both: string): Mail {
  if (language === 'pt-BR') return pt;
  if (language === 'en') return en;
  return { subject: both, body: [pt.body, '', '—', '', en.body].join('\n') };
}

/** The sign-in and forgotten-password pages, on the shop's public address. */
export const signInLink = (baseUrl: string) => new URL('/auth/login', baseUrl).toString();
export const forgotPasswordLink = (baseUrl: string) => new URL('/auth/forgot-password', baseUrl).toString();

/** The page an unlock link opens, with its single-use token. */
export function unlockLink(baseUrl: string, token: string): string {
  const url = new URL('/auth/unlock', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** How long an unlock link lasts. */
export const UNLOCK_LINK_TTL_MINUTES = 60;

/** To the owner of an address someone tried to register again (registration answers the same). */
export function accountExistsEmail(input: {
  name: string;
  brandName: string;
  baseUrl: string;
  language?: Language | null;
}) {
  const first = firstName(input.name);
  const pt = {
    subject: `Sua conta na ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      `Alguém tentou criar uma conta na ${input.brandName} com este e-mail, que já tem uma conta.`,
      `Se foi você, entre com sua senha: ${signInLink(input.baseUrl)}`,
      `Esqueceu a senha? Crie uma nova: ${forgotPasswordLink(input.baseUrl)}`,
      'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
    ].join('\n'),
  };
  const en = {
    subject: `Your ${input.brandName} account`,
    body: [
      first ? `Hello, ${first}!` : 'Hello!',
      '',
      `Someone tried to create a ${input.brandName} account with this e-mail address, which already has one.`,
      `If it was you, sign in with your password: ${signInLink(input.baseUrl)}`,
      `Forgot your password? Set a new one: ${forgotPasswordLink(input.baseUrl)}`,
      'If it was not you, ignore this e-mail: nothing changed in your account.',
    ].join('\n'),
  };
  return inLanguage(
    input.language,
    pt,
    en,
    `Sua conta na ${input.brandName} / Your ${input.brandName} account`,
  );
}

/** The link that lifts the sign-in pacing of an account (after repeated wrong passwords). */
export function unlockEmail(input: {
  name: string;
  brandName: string;
  link: string;
  language?: Language | null;
}) {
  const first = firstName(input.name);
  const pt = {
    subject: `Desbloqueie a entrada na sua conta — ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      `Houve várias tentativas de entrar na sua conta na ${input.brandName} com a senha errada, por isso novas tentativas estão sendo espaçadas.`,
      `Para voltar a entrar sem esperar, abra o link abaixo. Ele vale por ${UNLOCK_LINK_TTL_MINUTES} minutos e só pode ser usado uma vez:`,
      '',
      input.link,
      '',
      'Se não foi você que errou a senha, considere trocá-la depois de entrar.',
    ].join('\n'),
  };
  const en = {
    subject: `Unlock signing in — ${input.brandName}`,
    body: [
      first ? `Hello, ${first}!` : 'Hello!',
      '',
      `There were several attempts to sign in to your ${input.brandName} account with a wrong password, so new attempts are being spaced out.`,
      `To sign in again without waiting, open the link ${input.language === 'en' ? 'below' : 'above'}. It lasts ${UNLOCK_LINK_TTL_MINUTES} minutes and works once.`,
      ...(input.language === 'en' ? ['', input.link, ''] : []),
      'If the wrong passwords were not yours, consider changing your password once signed in.',
    ].join('\n'),
  };
  return inLanguage(
    input.language,
    pt,
    en,
    `Desbloqueie a entrada na sua conta / Unlock signing in — ${input.brandName}`,
  );
}
