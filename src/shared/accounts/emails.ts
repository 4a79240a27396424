import { firstName } from '../names';

/** The page a reset link opens, with its single-use token. */
export function resetPasswordLink(baseUrl: string, token: string): string {
  const url = new URL('/auth/reset-password', baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The password-reset e-mail (plain text, Portuguese): who it is for, the link, how long it lasts. */
export function passwordResetEmail(input: {
  name: string;
  brandName: string;
  link: string;
  validMinutes: number;
}) {
  const first = firstName(input.name);
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

/** The e-mail that confirms an address (plain text, Portuguese). */
export function emailVerificationEmail(input: { name: string; brandName: string; link: string }) {
  const first = firstName(input.name);
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
