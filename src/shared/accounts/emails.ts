import type { Language } from '../i18n/language';
import { firstName } from '../names';

/** The page a reset link opens, with its single-use token. */
export function resetPasswordLink(baseUrl: string, token: string): string {
  const url = new URL('/auth/reset-password', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The password-reset e-mail (plain text) in the account's language (issue 38; Portuguese when
 * left out): who it is for, the link, how long it lasts.
 */
export function passwordResetEmail(input: {
  name: string;
  brandName: string;
  link: string;
  validMinutes: number;
  language?: Language;
}) {
  const first = firstName(input.name);
  if (input.language === 'en')
    return {
      subject: `Reset your password — ${input.brandName}`,
      body: [
        first ? `Hi ${first},` : 'Hi there,',
        '',
        `We received a request to reset the password for your ${input.brandName} account.`,
        `To choose a new password, open the link below. It expires in ${input.validMinutes} minutes and works only once:`,
        '',
        input.link,
        '',
        "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
      ].join('\n'),
    };
  return {
    subject: `Redefinição de senha — ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      `Recebemos um pedido para redefinir a senha da sua conta na ${input.brandName}.`,
      `Para criar uma nova senha, abra o link abaixo. Ele vale por ${input.validMinutes} minutos e só pode ser usado uma vez:`,
      '',
      input.link,
      '',
      'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
  };
}

/** How long an e-mail confirmation link lasts (decision 043). */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** The page a confirmation link opens, with its single-use token. */
export function confirmEmailLink(baseUrl: string, token: string): string {
  const url = new URL('/auth/confirm-email', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The e-mail that confirms an address (plain text), in the account's language (Portuguese when left out). */
export function emailVerificationEmail(input: {
  name: string;
  brandName: string;
  link: string;
  language?: Language;
}) {
  const first = firstName(input.name);
  if (input.language === 'en')
    return {
      subject: `Confirm your e-mail — ${input.brandName}`,
      body: [
        first ? `Hi ${first},` : 'Hi there,',
        '',
        `To confirm the e-mail address for your ${input.brandName} account, open the link below. It expires in ${EMAIL_VERIFICATION_TTL_HOURS} hours and works only once:`,
        '',
        input.link,
        '',
        'Once your e-mail is confirmed, you can receive our discount coupons.',
        "If you didn't create this account, you can ignore this e-mail.",
      ].join('\n'),
    };
  return {
    subject: `Confirme seu e-mail — ${input.brandName}`,
    body: [
      first ? `Olá, ${first}!` : 'Olá!',
      '',
      `Para confirmar o e-mail da sua conta na ${input.brandName}, abra o link abaixo. Ele vale por ${EMAIL_VERIFICATION_TTL_HOURS} horas e só pode ser usado uma vez:`,
      '',
      input.link,
      '',
      'Com o e-mail confirmado, você pode receber nossos cupons de desconto.',
      'Se não foi você que criou a conta, ignore este e-mail.',
    ].join('\n'),
  };
}
