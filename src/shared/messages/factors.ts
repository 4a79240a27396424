/**
 * Sign-in factors (issue 40, decision 089): the staff second factor (TOTP, backup codes) and
 * passkeys. Part of MESSAGES (../messages.ts).
 */
export const FACTOR_MESSAGES = {
  factors: {
    setupRequired:
      'Antes de continuar, configure a verificação em duas etapas da sua conta (aplicativo autenticador ou chave de acesso).',
    codeRequired: 'Informe o código de 6 dígitos do aplicativo.',
    codeInvalid: 'Código incorreto ou expirado. Confira o aplicativo e tente de novo.',
    codeUsed: 'Este código já foi usado. Espere o próximo código do aplicativo.',
    backupCodeInvalid: 'Código de recuperação incorreto ou já usado.',
    challengeExpired: 'A verificação expirou. Entre com seu e-mail e senha de novo.',
    tooManyAttempts: 'Muitos códigos errados. Entre com seu e-mail e senha de novo.',
    locked: 'Muitos códigos errados nesta conta. Tente de novo em 15 minutos.',
    passwordWrong: 'Senha incorreta.',
    totpAlreadyOn: 'O aplicativo autenticador já está ativo nesta conta.',
    totpNotStarted: 'Comece de novo a configuração do aplicativo autenticador.',
    totpNotOn: 'O aplicativo autenticador não está ativo nesta conta.',
    stillRequired:
      'A verificação em duas etapas é obrigatória para a sua função: adicione uma chave de acesso antes de remover o aplicativo.',
    passkeyFailed: 'Não foi possível usar a chave de acesso. Tente de novo.',
    passkeyUnknown: 'Esta chave de acesso não está cadastrada na loja.',
    passkeyNotFound: 'Chave de acesso não encontrada.',
    passkeyNameInvalid: 'Dê um nome de 1 a 60 caracteres à chave de acesso.',
    resetSelf: 'Você não pode redefinir a sua própria verificação: peça a outro super administrador.',
    resetDone: 'Verificação em duas etapas redefinida. A pessoa vai configurá-la de novo ao entrar.',
    removed: 'Removido.',
  },
} as const;
