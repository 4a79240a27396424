import type { Language } from '../i18n/language';
import { paths } from '../routes';

/** The page an invitation link opens, with its single-use token. */
export function acceptInvitationLink(baseUrl: string, token: string): string {
  const url = new URL(paths.acceptInvitation, baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const ROLES: Record<Language, Record<string, string>> = {
  'pt-BR': { admin: 'administrador(a)', manager: 'gerente', operator: 'operador(a)' },
  en: { admin: 'an administrator', manager: 'a manager', operator: 'an operator' },
};

/**
 * The invitation e-mail (plain text) in the invitee's language, the one the inviter chose
 * (decision 106; Portuguese when left out): who invites, the role, the store, the link, 7 days.
 */
export function invitationEmail(input: {
  inviterName: string;
  brandName: string;
  role: string;
  storeName: string | null;
  link: string;
  validDays: number;
  language?: Language | null;
}) {
  if (input.language === 'en') {
    const role = ROLES.en[input.role] ?? input.role;
    const where = input.storeName ? ` at the ${input.storeName} store` : '';
    return {
      subject: `Join the team — ${input.brandName}`,
      body: [
        'Hello!',
        '',
        `${input.inviterName} invited you to join the ${input.brandName} team as ${role}${where}.`,
        `To accept, open the link below. It is valid for ${input.validDays} days and works only once:`,
        '',
        input.link,
        '',
        "If you weren't expecting this invitation, you can ignore this e-mail.",
      ].join('\n'),
    };
  }
  const role = ROLES['pt-BR'][input.role] ?? input.role;
  const where = input.storeName ? ` da loja ${input.storeName}` : '';
  return {
    subject: `Convite para a equipe — ${input.brandName}`,
    body: [
      'Olá!',
      '',
      `${input.inviterName} convidou você para entrar na equipe da ${input.brandName} como ${role}${where}.`,
      `Para aceitar, abra o link abaixo. Ele vale por ${input.validDays} dias e só pode ser usado uma vez:`,
      '',
      input.link,
      '',
      'Se você não esperava este convite, ignore este e-mail.',
    ].join('\n'),
  };
}
