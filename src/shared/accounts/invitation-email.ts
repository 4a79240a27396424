import { paths } from '../routes';

/** The page an invitation link opens, with its single-use token. */
export function acceptInvitationLink(baseUrl: string, token: string): string {
  const url = new URL(paths.acceptInvitation, baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const ROLE_PT: Record<string, string> = {
  admin: 'administrador(a)',
  manager: 'gerente',
  operator: 'operador(a)',
};

/** The invitation e-mail (plain text, Portuguese): who invites, the role, the store, the link, 7 days. */
export function invitationEmail(input: {
  inviterName: string;
  brandName: string;
  role: string;
  storeName: string | null;
  link: string;
  validDays: number;
}) {
  const role = ROLE_PT[input.role] ?? input.role;
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
