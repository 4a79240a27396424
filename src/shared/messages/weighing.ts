/** Selling by weight (issue 20): the weighing on the order desk. Part of MESSAGES (../messages.ts). */
export const WEIGHING_MESSAGES = {
  weighing: {
    weightRequired: 'Informe o peso da balança, por exemplo 1,08 kg ou 1080 g.',
    weightInvalid: 'Peso inválido. Use por exemplo 1,08 kg ou 1080 g.',
    weightPositive: 'O peso deve ser maior que zero.',
    weightDecimals: 'Use no máximo 3 casas decimais em kg (gramas inteiras).',
    weightTooHigh: 'Peso acima de {max}, 5 vezes o estimado. Confira a balança.',
    lineNotWeighed: 'Este item não é vendido por peso.',
    linesRequired: 'Informe o peso de pelo menos um item.',
    wrongStatus: 'Só é possível pesar pedidos confirmados ou em preparação.',
    nothingToSettle: 'Este pedido não tem diferença a acertar.',
    alreadySettled: 'A diferença deste pedido já foi acertada.',
    pricePerKgRequired: 'Informe o preço por kg.',
    weightRequiredForWeighed: 'Informe o peso estimado de um item vendido por peso.',
    // Imperial shops (issue 38, decision 084): pounds and ounces on the desk.
    weightRequiredLb: 'Informe o peso da balança, por exemplo 2,35 lb, 2 lb 6 oz ou 1065 g.',
    weightInvalidLb: 'Peso inválido. Use por exemplo 2,35 lb, 2 lb 6 oz, 37 oz ou 1065 g.',
    lbDecimals: 'Use no máximo 3 casas decimais em lb.',
    ozDecimals: 'Use no máximo 1 casa decimal em oz.',
    ozTooMany: 'Depois das libras, use menos de 16 oz (16 oz = 1 lb).',
  },
} as const;
