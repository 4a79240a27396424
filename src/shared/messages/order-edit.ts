/** Fixing an order on the desk (issue 39, decision 085). Part of MESSAGES (../messages.ts). */
export const ORDER_EDIT_MESSAGES = {
  orderEdit: {
    wrongStatus:
      'Este pedido não pode mais ser alterado: só pedidos aguardando pagamento, confirmados ou em preparação.',
    stale:
      'O pedido mudou desde que você o abriu (pesagem ou outra alteração). Recarregue e refaça a alteração.',
    staleVersion: 'Versão do pedido inválida. Recarregue a página.',
    noChanges: 'Nenhuma alteração para salvar.',
    changesTooMany: 'No máximo 20 alterações de uma vez.',
    lineUnknown: 'Este item não está no pedido.',
    lineTwice: 'Cada item do pedido pode ter uma alteração por vez.',
    quantityInvalid: 'Use uma quantidade inteira de 1 a 999.',
    sameItem: 'Escolha um item diferente do atual.',
    empty: 'O pedido não pode ficar sem itens. Para desistir do pedido, cancele-o.',
    reasonRequired: 'Diga ao cliente o motivo da substituição.',
    productUnavailable: 'Este produto não está à venda.',
    variationRequired: 'Escolha uma variação deste produto.',
    variationUnknown: 'Esta variação não é deste produto.',
    insufficientStock: 'Estoque insuficiente de {line}: restam {left}.',
    extraUnavailable: 'Este adicional não é oferecido com este produto.',
    belowZoneMinimum:
      'Com esta alteração o pedido fica abaixo do mínimo de {minimum} da zona de entrega. Adicione itens ou informe o motivo para aceitar mesmo assim.',
  },
} as const;
