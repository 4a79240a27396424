/** Card payments (issue 36): refusals of the payment routes. Part of MESSAGES (../messages.ts). */
export const PAYMENT_MESSAGES = {
  payment: {
    cardUnavailable: 'Pagamento com cartão indisponível no momento. Escolha outra forma de pagamento.',
    providerDown: 'Não conseguimos falar com o processador de pagamentos. Tente de novo em instantes.',
    providerRefused: 'O processador de pagamentos recusou: {detail}',
    notCard: 'Este pedido não é pago com cartão.',
    notAuthorized: 'Este pedido não tem reserva no cartão para cobrar ou liberar.',
    busy: 'Outra operação de pagamento deste pedido está em andamento. Atualize a página.',
    notWeighed: 'Pese todos os itens vendidos por peso antes de cobrar.',
    notCaptured: 'Só é possível reembolsar um pagamento já cobrado.',
    refundNotPositive: 'Informe um valor de reembolso maior que zero.',
    refundTooLarge: 'O reembolso pode ser de no máximo {max}.',
    reasonRequired: 'Informe o motivo do reembolso.',
    refundFirst: 'Este pedido já foi cobrado no cartão: reembolse o valor antes de cancelar.',
    declined: 'O banco recusou o cartão. Tente outro cartão ou outra forma de pagamento.',
    insufficientFunds: 'O cartão não tem saldo suficiente. Tente outro cartão ou outra forma de pagamento.',
    failed: 'O pagamento não foi concluído. Tente de novo.',
    expired: 'O tempo para pagar este pedido acabou. Ele foi cancelado e o carrinho pode ser usado de novo.',
    webhookInvalid: 'Assinatura do webhook inválida.',
  },
} as const;
