/** Staff invitations and the page that accepts them (issue 16, decision 036). Part of MESSAGES (../messages.ts). */
export const INVITATION_MESSAGES = {
  /** Staff invitations and the page that accepts them (issue 16, decision 036). */
  invitation: {
    notFound: 'Convite não encontrado.',
    roleNotAllowed: 'Você não pode convidar alguém para este papel.',
    storeRequired: 'Escolha a loja: gerentes e operadores trabalham em uma.',
    storeUnknown: 'Esta loja não existe.',
    pendingExists: 'Já existe um convite pendente para este e-mail. Reenvie ou revogue o convite.',
    accountOutranked: 'Este e-mail já pertence a uma conta que você não pode gerenciar.',
    accountHasRole: 'Este e-mail já pertence a uma conta com papel igual ou maior que o do convite.',
    notPending: 'Este convite não está mais pendente.',
    tokenUnknown: 'Este link de convite não existe. Confira o link ou peça um novo convite.',
    tokenExpired: 'Este convite expirou. Peça a quem convidou você para reenviá-lo.',
    tokenRevoked: 'Este convite foi cancelado. Fale com quem convidou você.',
    tokenUsed: 'Este convite já foi usado. Entre com a sua conta.',
    signInRequired: 'Este e-mail já tem uma conta. Entre com ela para aceitar o convite.',
    emailMismatch:
      'Você entrou como {signedIn}, mas o convite é para {invited}. Saia e entre com a conta convidada.',
    roleTooLow: 'Sua conta já tem um papel igual ou maior que o do convite.',
    inviterRights: 'Quem convidou você não pode mais dar este papel. Peça um novo convite.',
    accepted: 'Convite aceito.',
  },
} as const;
