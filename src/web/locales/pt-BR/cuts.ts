/** The cut options on the product page and the quick add (issue 41, decision 091): loaded with the picker. */
export const cuts = {
  title: 'Como cortamos',
  hint: 'Escolha como o açougueiro prepara.',
  optional: 'opcional',
  none: 'Sem preferência',
  required: 'Escolha as opções obrigatórias para adicionar.',
  requiredMark: 'obrigatório',
  note: 'Observação para o açougueiro',
  notePlaceholder: 'ex.: capa de gordura fina',
  noteHint: 'Até {{max}} caracteres.',
};
