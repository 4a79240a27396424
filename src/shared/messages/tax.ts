/** Sales tax (issue 37, decision 079): the rate table and checkout. Part of MESSAGES (../messages.ts). */
export const TAX_MESSAGES = {
  tax: {
    noRate:
      'Ainda não temos a alíquota de imposto sobre vendas para este endereço. Escolha retirada na loja ou fale conosco.',
    rateInvalid: 'Informe a alíquota em %, por exemplo 6 ou 8,9.',
    rateOutOfRange: 'A alíquota deve estar entre 0 e 20 %.',
    validFromPast: 'A primeira alíquota de um local não pode começar no passado.',
    periodOverlap: 'Já existe uma alíquota deste local começando nesta data.',
    placeUnknown: 'Local não encontrado: escolha a retirada de uma loja ou uma de suas zonas de entrega.',
    rateNotFound: 'Alíquota não encontrada.',
    classInvalid: 'Classe de imposto inválida.',
  },
} as const;
