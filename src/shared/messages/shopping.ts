/** Shopping: the cart, checkout and orders, windows, coupons and the contact form. Part of MESSAGES (../messages.ts). */
export const SHOPPING_MESSAGES = {
  /** SPEC §5.2 cart rules. */
  cart: {
    quantityPositive: 'Quantidade deve ser maior que zero',
    /** A decimal quantity (1.5 packs): the count is of whole items (issue 38). */
    quantityWhole: 'A quantidade deve ser um número inteiro',
    productNotFound: 'Produto não encontrado',
    variationNotFound: 'Variação não encontrada',
    insufficientStock: 'Estoque insuficiente',
    extraNotFound: 'Extra não encontrado',
    itemNotInCart: 'Item não encontrado no carrinho',
    extraNotInCart: 'Extra não encontrado no carrinho',
  },
  /** SPEC §8.3 service errors: what a 500 says when a cart step breaks (never the internals). */
  cartFailure: {
    session: 'Erro ao inicializar sessão do carrinho',
    items: 'Erro ao buscar itens do carrinho',
    add: 'Erro ao adicionar item ao carrinho',
    update: 'Erro ao atualizar item',
    remove: 'Erro ao remover item',
    addExtra: 'Erro ao adicionar extra',
    updateExtra: 'Erro ao atualizar extra',
    removeExtra: 'Erro ao remover extra',
    clear: 'Erro ao limpar carrinho',
  },
  /** Limits of one request or one line; `{max}` is the limit (ADD_QUANTITY_MAX, LINE_QUANTITY_MAX). */
  cartLimit: {
    addMax: 'A quantidade máxima é {max}.',
    lineMax: 'A quantidade máxima por item é {max}.',
    tooManyExtras: 'Extras demais.',
    stepOnly: 'Use 1 ou -1.',
  },
  /** Checkout and orders. `{from}` and `{to}` are order status codes, shown in each language's words. */
  order: {
    emptyCart: 'Seu carrinho está vazio. Adicione produtos antes de finalizar.',
    productUnavailable: '"{line}" não está mais à venda. Remova-o do carrinho para continuar.',
    extraUnavailable: 'O adicional "{extra}" de "{line}" não está mais disponível.',
    insufficientStock: 'Estoque insuficiente para "{line}": restam {left}. Ajuste a quantidade no carrinho.',
    noDelivery: 'Ainda não entregamos neste ZIP code. Escolha retirada na loja ou outro endereço.',
    belowZoneMinimum: 'O pedido mínimo para entrega nesta região é {minimum}.',
    fulfilmentClosed: 'Esta forma de recebimento não está disponível no momento.',
    noStore: 'A loja não está recebendo pedidos no momento.',
    /** A checkout that waited its turn too long in a burst (decision 130): nothing was placed. */
    checkoutBusy:
      'Muitos pedidos ao mesmo tempo. Aguarde alguns segundos e tente de novo: seu carrinho continua salvo.',
    pickupStoreUnknown: 'Escolha uma das lojas da lista para retirar o pedido.',
    pickupStoreClosed: 'Esta loja não está fazendo retiradas no momento. Escolha outra loja.',
    storeChanged: 'A loja que entrega neste ZIP code mudou. Escolha a data e o horário novamente.',
    notFound: 'Pedido não encontrado.',
    badTransition: 'Não é possível mudar o pedido de "{from}" para "{to}".',
    paymentAlreadyConfirmed: 'O pagamento deste pedido já foi confirmado.',
    paymentCancelled: 'Este pedido foi cancelado.',
    cancelTooLate: 'A loja já confirmou este pedido. Para cancelar, fale com a loja.',
    cancelCardPending:
      'Este pedido aguarda o pagamento com cartão. Se não for pago, ele é cancelado sozinho em 30 minutos.',
    idempotencyKey: 'Atualize a página de finalização e tente novamente.',
    addressRequired: 'Informe o endereço de entrega.',
    cityRequired: 'Informe a cidade.',
    stateRequired: 'Informe o estado.',
    stateInvalid: 'Informe um estado dos EUA, pela sigla ou pelo nome (ex.: GA ou Georgia).',
    zipInvalid: 'Informe um ZIP code válido (5 dígitos).',
    /** The ZIP, city and state disagree (decision 097): `{state}` is the ZIP's state code, `{city}` its city. */
    zipStateMismatch: 'O ZIP {zip} fica no estado {state}. Confira o ZIP ou o estado.',
    zipCityMismatch: 'O ZIP {zip} é de {city}. Confira o ZIP ou a cidade.',
    /** A preparation note on a line whose category takes none (a 2 L Guaraná, decision 097). */
    lineNoteNotTaken: '"{line}" não leva observação de preparo. Apague a observação deste item.',
    windowRequired: 'Escolha a data e o horário.',
    paymentRequired: 'Escolha a forma de pagamento.',
    noteTooLong: 'Use no máximo {max} caracteres.',
    couponRequired: 'Informe o código do cupom.',
    phoneRequired: 'Informe um telefone para contato na entrega.',
    windowFilterInvalid: 'Escolha um horário da lista (início e fim, como 09:00-12:00).',
    undoExpired: 'O prazo para desfazer acabou. Para voltar uma etapa, informe o motivo.',
    undoNotLatest: 'O pedido mudou depois desta alteração. Atualize a página e confira.',
    undoNotPossible: 'Esta alteração não pode ser desfeita.',
    stepBackReasonRequired: 'Informe o motivo para voltar uma etapa.',
    guestPhoneRequired: 'Informe um telefone para recebermos você e avisarmos do pedido.',
    guestCartMissing: 'Seu carrinho não foi encontrado. Volte ao carrinho e tente novamente.',
    guestLinkInvalid: 'Este link de pedido não é válido ou já foi usado para criar a conta.',
    guestHasAccount: 'Este e-mail já tem uma conta. Entre com ela para juntar o pedido à sua conta.',
    guestJoinOtherEmail: 'Este pedido foi feito com outro e-mail. Entre com a conta desse e-mail.',
    guestCardLater:
      'Sem conta, pague na entrega ou por transferência. Para pagar com cartão, entre na sua conta.',
  },
  /** The customer's address book (decision 097). */
  addressBook: {
    notFound: 'Endereço não encontrado.',
    labelRequired: 'Dê um nome ao endereço (ex.: Casa, Trabalho).',
    tooMany: 'Você pode guardar até {max} endereços. Apague um para salvar outro.',
  },
  /** Why a delivery or pickup window was refused (by WindowRefusal). */
  window: {
    unknown_window: 'Escolha um horário da lista.',
    closed_day: 'Não atendemos neste dia. Escolha outra data.',
    too_soon: 'Este horário não dá tempo de preparar o pedido. Escolha um horário mais adiante.',
    past_cutoff: 'O prazo para pedidos neste dia já encerrou. Escolha outra data.',
    too_far: 'Esta data está longe demais. Escolha uma data mais próxima.',
    full: 'Este horário acabou de lotar. Escolha outro horário.',
    outside_hours: 'Este horário fica fora do funcionamento da loja neste dia. Escolha outro horário.',
  },
  /** Why a coupon was refused (by CouponRefusal); `{minimum}` is an amount already formatted. */
  coupon: {
    unknown: 'Cupom não encontrado. Confira o código digitado.',
    inactive: 'Este cupom não está mais ativo.',
    expired: 'Este cupom expirou.',
    not_yet_valid: 'Este cupom ainda não está válido.',
    used_up: 'Este cupom já atingiu o limite de usos.',
    below_minimum: 'O pedido mínimo para este cupom é {minimum}.',
    customer_used_up: 'Você já usou este cupom o número de vezes permitido.',
  },
  /** SPEC §2.7 contact form (validated with zodResolver too: no parameters). */
  contact: {
    nameRequired: 'Informe seu nome',
    emailInvalid: 'Informe um e-mail válido',
    phoneInvalid: 'Telefone inválido',
    messageTooShort: 'Escreva uma mensagem com pelo menos 10 caracteres',
    spam: 'Não foi possível enviar a mensagem.',
    notFound: 'Mensagem de contato não encontrada.',
  },
} as const;
