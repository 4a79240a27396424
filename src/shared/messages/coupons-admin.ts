/** The coupons area of the admin panel (issue 18). Part of MESSAGES (../messages.ts). */
export const COUPON_ADMIN_MESSAGES = {
  /** Creating, editing and deleting coupons (SPEC §3.5), and the list's filters. */
  couponAdmin: {
    notFound: 'Cupom não encontrado.',
    stale:
      'Este cupom foi alterado por outra pessoa depois que você abriu a página. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do cupom inválida. Recarregue a página.',
    codeRequired: 'Informe o código.',
    codeFormat: 'Use de 3 a 30 letras sem acento, números, - ou _.',
    codeTaken: 'Já existe um cupom com este código.',
    nameRequired: 'Informe o nome.',
    textTooLong: 'Máximo de {max} caracteres.',
    typeInvalid: 'Escolha porcentagem ou valor fixo.',
    valueRequired: 'Informe o valor do desconto.',
    percentRange: 'A porcentagem deve ser maior que 0 e no máximo 100.',
    percentDecimals: 'Use no máximo duas casas decimais.',
    amountPositive: 'O valor deve ser maior que zero.',
    amountNegative: 'O valor não pode ser negativo.',
    amountInvalid: 'Informe um valor, por exemplo 25,00.',
    amountTooLarge: 'Valor alto demais.',
    maximumOnlyPercentage: 'O desconto máximo vale só para cupons de porcentagem.',
    limitRange: 'Use um número inteiro a partir de 1, ou deixe em branco para sem limite.',
    limitTooLarge: 'Use um número até {max}, ou deixe em branco para sem limite.',
    dateInvalid: 'Use uma data válida (AAAA-MM-DD).',
    untilBeforeFrom: 'A data final não pode ser anterior à data inicial.',
    flagInvalid: 'Use true ou false.',
    usedCannotDelete:
      'Este cupom já foi usado em pedidos e não pode ser excluído. Desative-o para que não seja mais aceito.',
    filterInvalid: 'Filtro inválido.',
    usageLimitBelowUsed: 'O limite não pode ser menor que os usos já feitos ({used}).',
  },
} as const;
