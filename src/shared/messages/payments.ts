/** Card payments (issue 36): refusals of the payment routes. Part of MESSAGES (../messages.ts). */
export const PAYMENT_MESSAGES = {
  payment: {
    cardUnavailable: 'Pagamento com cartão indisponível no momento. Escolha outra forma de pagamento.',
    providerDown: 'Não conseguimos falar com o processador de pagamentos. Tente de novo em instantes.',
    providerRefused: 'O processador de pagamentos recusou: {detail}',
    notCard: 'Este pedido não é pago com cartão.',
    nothingToPay: 'Este pedido não está aguardando pagamento.',
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
    /** The Integrações Stripe card (decision 082). */
    secretKeyInvalid: 'A chave secreta começa com sk_test_ ou sk_live_ (ou rk_ para uma chave restrita).',
    publishableKeyInvalid: 'A chave publicável começa com pk_test_ ou pk_live_.',
    webhookSecretInvalid: 'O segredo do webhook começa com whsec_.',
    keysModeMismatch: 'As duas chaves precisam ser do mesmo modo (teste ou produção).',
    stripeAuthRefused: 'A Stripe recusou a chave secreta.',
    stripeUnreachable: 'Não foi possível falar com a Stripe.',
    stripeChecked: 'Conectado à conta {name} ({country}).',
    /** The shop's manual methods (decision 082). */
    methodsNoneLeft: 'Deixe pelo menos uma forma de pagamento ativa.',
    methodOff: 'Esta forma de pagamento não está disponível. Escolha outra.',
  },
} as const;
