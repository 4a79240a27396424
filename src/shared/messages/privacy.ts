/** Privacy requests: data download and account deletion (issue 16, decision 047). Part of MESSAGES (../messages.ts). */
export const PRIVACY_MESSAGES = {
  privacy: {
    notFound: 'Pedido de privacidade não encontrado.',
    confirmRequired: 'Confirme que deseja excluir a sua conta.',
    alreadyOpen: 'Você já tem um pedido de exclusão em andamento. Responderemos em até 15 dias úteis.',
    staffAccount:
      'Contas da equipe não pedem a própria exclusão: fale com um administrador para encerrar o seu acesso.',
    notOpen: 'Este pedido já foi atendido.',
    notCustomer: 'Só contas de cliente são anonimizadas. Mude o papel desta conta antes.',
    requested: 'Pedido de exclusão recebido. Responderemos em até 15 dias úteis.',
    completed: 'Conta anonimizada. Os pedidos ficam guardados sem os dados pessoais.',
  },
} as const;
