import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../accounts/limits';

/** Accounts: sign-in, registration, the account forms, phone numbers and the users area. Part of MESSAGES (../messages.ts). */
export const ACCOUNT_MESSAGES = {
  /**
   * The account API. The §8.2 registration failures are the spec's own words; the others are ours
   * and never say whether an e-mail has an account (registration neither, since decision 074).
   */
  auth: {
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
    /** E-mail confirmation (issue 18, decision 043); §8.2 "check your e-mail to confirm". */
    verifyCheckEmail: 'Verifique seu e-mail para confirmar sua conta.',
    verifyDone: 'E-mail confirmado. Obrigado!',
    verifyAlready: 'Este e-mail já está confirmado.',
    verifyInvalid: 'Este link de confirmação é inválido. Peça um novo no seu painel.',
    verifyExpired: 'Este link de confirmação expirou. Peça um novo no seu painel.',
    verifyUsed: 'Este link de confirmação já foi usado.',
    /** Per-account sign-in pacing and its unlock link (decision 074). */
    signInPaced:
      'Muitas tentativas com senha errada nesta conta. Tente de novo às {time}, ou receba por e-mail um link para desbloquear agora.',
    unlockSent:
      'Se houver uma conta com este e-mail com a entrada espaçada, enviamos um link para desbloquear. Confira sua caixa de entrada.',
    unlockDone: 'Pronto: a entrada na sua conta foi desbloqueada. Entre com seu e-mail e senha.',
    unlockInvalid: 'Este link de desbloqueio é inválido. Peça um novo na página de entrada.',
    unlockExpired: 'Este link de desbloqueio expirou. Peça um novo na página de entrada.',
    unlockUsed: 'Este link de desbloqueio já foi usado.',
    /** The language kept on the profile for her messages (issue 38, decision 086). */
    languageInvalid: 'Escolha português ou inglês.',
  },
  /**
   * The account forms (shared schemas). The forms validate with zodResolver, which keeps only the
   * key, so these carry no parameters: the bounds are written in.
   */
  account: {
    emailRequired: 'Informe seu e-mail',
    emailInvalid: 'Informe um e-mail válido',
    passwordRequired: 'Informe sua senha',
    passwordShort: `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres`,
    passwordLong: `A senha deve ter no máximo ${PASSWORD_MAX} caracteres`,
    passwordWeak: 'A senha deve ter letras e números',
    passwordsDiffer: 'As senhas não conferem',
    passwordSame: 'A nova senha deve ser diferente da atual',
    nameShort: 'Informe seu nome completo',
    nameLong: `O nome deve ter no máximo ${NAME_MAX} caracteres`,
    termsRequired: 'Você precisa aceitar os Termos de Uso e a Política de Privacidade',
    tokenMissing: 'Link de redefinição inválido ou incompleto',
    tooLong: 'Texto longo demais',
  },
  /** Phone numbers (§5.4) and §8.6's blocked international number. */
  phone: {
    invalidForCountry: 'Telefone inválido para o país selecionado',
    countryInvalid: 'Selecione um país da lista',
    internationalBlocked:
      'Números internacionais não são enviados automaticamente. Use a opção "Envio Internacional" para enviar manualmente pelo WhatsApp Web.',
  },
  /** The users area of the admin panel (issue 16). */
  staffUsers: {
    notFound: 'Usuário não encontrado.',
    searchTooLong: 'A busca deve ter no máximo {max} caracteres.',
    departmentTooLong: 'O departamento deve ter no máximo {max} caracteres.',
    nothingToChange: 'Nada para alterar.',
    stale:
      'Este usuário foi alterado por outra pessoa depois que você abriu a página. Recarregue e refaça a alteração.',
    self: 'Você não pode alterar o seu próprio papel nem suspender a sua própria conta.',
    outranked: 'Você não pode alterar uma conta do mesmo nível que o seu ou acima.',
    roleNotAllowed: 'Você não pode dar este papel.',
    lastSuperAdmin:
      'Esta é a última conta super_admin ativa: ela não pode ser rebaixada, suspensa nem desativada.',
    storeRequired: 'Escolha a loja: gerentes e operadores trabalham em uma.',
    operatorFixed: 'O papel de operador não é alterado pelo painel.',
    storeUnknown: 'Loja não encontrada.',
  },
} as const;
