import { CUT_NOTE_MAX } from '../catalogue/cuts';

/** Cut options (issue 41, decision 091): the product editor's and the customer's refusals. Part of MESSAGES (../messages.ts). */
export const CUT_MESSAGES = {
  cuts: {
    groupUnknown: 'Opção de corte desconhecida.',
    groupDuplicate: 'Cada opção de corte pode aparecer só uma vez.',
    valueUnknown: 'Valor desconhecido ou repetido para esta opção de corte.',
    valuesRequired: 'Escolha pelo menos um valor para a opção de corte.',
    priceInvalid: 'Preço da opção em centavos, de 0 a 99999.',
    notOffered: 'Esta opção de corte não é oferecida para este produto. Recarregue a página.',
    required: 'Escolha um valor em cada opção de corte obrigatória (ex.: espessura).',
    noteTooLong: `A observação do corte pode ter até ${CUT_NOTE_MAX} caracteres.`,
    noteNotOffered: 'Este produto não aceita observação de corte.',
    changed:
      'As opções de corte de {line} mudaram desde que você o colocou no carrinho. Remova o item e escolha de novo.',
  },
} as const;
