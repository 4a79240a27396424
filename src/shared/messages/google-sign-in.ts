/**
 * "Entrar com Google" (issue 40, decision 090): the card's field messages, the sign-in's refusals
 * and the identities on the profile. Part of MESSAGES (../messages.ts).
 */
export const GOOGLE_SIGN_IN_MESSAGES = {
  googleSignIn: {
    clientIdInvalid:
      'O ID do cliente do Google termina em .apps.googleusercontent.com (copie-o do Google Cloud Console).',
    clientSecretInvalid: 'O segredo do cliente tem de 8 a 200 caracteres, sem espaços.',
    notConfigured: 'A entrada com Google não está disponível nesta loja.',
    failed: 'Não foi possível entrar com o Google. Tente de novo.',
    stateInvalid:
      'Este retorno do Google não vale mais (expirou ou foi aberto em outro navegador). Tente de novo.',
    accountNotLinked:
      'Já existe uma conta com este e-mail. Entre com sua senha (ou redefina-a pelo link por e-mail) e ligue o Google no seu perfil.',
    emailMismatch:
      'A conta Google tem outro e-mail. Use a conta Google com o mesmo e-mail da sua conta na loja.',
    alreadyLinkedElsewhere: 'Esta conta Google já está ligada a outra conta da loja.',
    customersOnly: 'A entrada com Google é só para clientes; a equipe entra com a senha.',
    linked: 'Conta Google ligada. Agora você pode entrar com ela.',
    removed: 'Conta Google desligada.',
    identityNotFound: 'Esta forma de entrada não existe na sua conta.',
    // The card's "Testar" (decision 102).
    discoveryUnreachable:
      'Não foi possível ler a configuração do Google ({{detail}}). Confira a conexão do servidor e tente de novo.',
    issuerMismatch: 'A configuração lida diz ser de outro emissor ({{detail}}): não é a do Google.',
    endpointsMissing: 'A configuração do Google não traz os endereços de entrada ({{detail}}).',
    clientRejected:
      'O Google não reconhece este ID do cliente. Copie-o de novo do Google Cloud Console (Credenciais).',
    lastWayIn:
      'Esta é a única forma de entrar na sua conta. Crie uma senha pelo link "Esqueci minha senha" antes de desligá-la.',
  },
} as const;
