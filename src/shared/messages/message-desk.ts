/** The message desk of the admin panel (issue 18, decision 043). Part of MESSAGES (../messages.ts). */
export const MESSAGE_DESK_MESSAGES = {
  messageDesk: {
    notFound: 'Mensagem não encontrada.',
    filterInvalid: 'Filtro inválido.',
    notRetryable: 'Só mensagens com falha ou sem configuração podem ser reenviadas.',
    idInvalid: 'Mensagem inválida.',
  },
} as const;
