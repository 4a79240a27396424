import { SHOP_TIME_ZONE } from '../messaging/templates';

/**
 * Portuguese texts the account API answers with. The §8.2 registration failures and the §8.1
 * rate-limit texts are the spec's own words; the others are ours and never say whether an
 * e-mail has an account (except registration, which cannot avoid it).
 */
export const authMessages = {
  invalidCredentials: 'E-mail ou senha incorretos.',
  accountBlocked: 'Não foi possível entrar com esta conta. Fale com a loja para mais informações.',
  sessionMissing: 'Faça login para continuar.',
  emailTaken: 'Este e-mail já está cadastrado. Entre na sua conta ou recupere sua senha.',
  /** §8.2, in the order of the registration steps that can fail. */
  registerAuthAccount: 'Erro ao criar conta no sistema de autenticação',
  registerAuthUser: 'Erro ao criar usuário no sistema de autenticação',
  registerProfile: 'Erro ao criar perfil do usuário',
  registerUnexpected: 'Erro inesperado ao criar conta',
  forgotSent:
    'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
  resetInvalid: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
  resetDone: 'Senha redefinida. Entre com a nova senha.',
  wrongCurrentPassword: 'Senha atual incorreta.',
  passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
  storeForbidden: 'Você não tem acesso a esta loja.',
} as const;

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05": when a blocked caller may try again, on the shop's clock (Georgia, America/New_York). */
export function formatRetryTime(at: Date): string {
  return timeFormat.format(at);
}

/** §8.1 texts as templates: `{time}` is when the caller may try again (formatRetryTime). */
export const rateLimitTemplates = {
  login: 'Muitas tentativas de login falharam. Tente novamente às {time}.',
  blocked: 'Muitas tentativas. Tente novamente às {time}',
  limited: 'Limite de requisições atingido. Tente novamente às {time}',
} as const;

const withTime = (template: string, at: Date) => template.replace('{time}', formatRetryTime(at));

/** §8.1 texts, {time} filled. */
export const rateLimitMessages = {
  login: (at: Date) => withTime(rateLimitTemplates.login, at),
  blocked: (at: Date) => withTime(rateLimitTemplates.blocked, at),
  limited: (at: Date) => withTime(rateLimitTemplates.limited, at),
} as const;
