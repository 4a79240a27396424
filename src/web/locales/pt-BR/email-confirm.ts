/** The e-mail confirmation: its page (/auth/confirm-email) and the profile's e-mail card. */
export const emailConfirm = {
  page: {
    title: 'Confirmação de e-mail',
    confirming: 'Confirmando seu e-mail…',
    done: 'E-mail confirmado. Obrigado!',
    doneBody: 'Agora você pode receber nossos cupons de desconto.',
    failedTitle: 'Não foi possível confirmar',
    missing: 'Este link de confirmação é inválido. Peça um novo no seu painel.',
    panel: 'Ir para Meu Painel',
    shop: 'Ver produtos',
    login: 'Entrar',
  },
  status: {
    verified: 'E-mail confirmado',
    verifiedHint: 'Você pode receber nossos cupons de desconto.',
    unverified: 'E-mail não confirmado',
    unverifiedHint:
      'Verifique seu e-mail para confirmar sua conta. Sem a confirmação, você não recebe nossos cupons.',
    resend: 'Reenviar link de confirmação',
    resending: 'Enviando…',
    resent: 'Enviamos um novo link. Verifique seu e-mail para confirmar.',
    resendFailed: 'Não foi possível enviar o link agora.',
    resendLimited: 'Você pediu muitos links. Tente de novo às {{time}}.',
  },
};
