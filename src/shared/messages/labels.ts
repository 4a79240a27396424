/** Scale labels and scan to weigh (issue 41, decision 092). Part of MESSAGES (../messages.ts). */
export const LABEL_MESSAGES = {
  labels: {
    codeFormat: 'Código inválido: um código de etiqueta tem 13 dígitos.',
    checkDigit: 'Código com dígito verificador errado. Leia a etiqueta de novo.',
    notInStore: 'Este não é um código de balança da loja (começa com 20 ou 21).',
    noItemCode: 'Este produto não tem código de balança. Cadastre-o no produto ou digite o peso.',
    itemMismatch: 'A etiqueta é de outro produto (código {scanned}; este item é {expected}).',
    itemCodeInvalid: 'Código de balança inválido: use de 1 a 5 dígitos (por exemplo 00042).',
    itemCodeTaken: 'Este código de balança já é de outro produto.',
    shelfLifeInvalid: 'Validade inválida: use um número inteiro de dias, de 1 a 365.',
  },
} as const;
