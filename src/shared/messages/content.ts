/** The home page content staff manage: banners, sections and the about text, testimonials. Part of MESSAGES (../messages.ts). */
export const CONTENT_MESSAGES = {
  /** The home carousel's banners (staff screen /admin/banners). */
  banner: {
    titleRequired: 'O título em português é obrigatório.',
    textTooLong: 'Máximo de {max} caracteres.',
    linkInvalid: 'Use um endereço da loja começando com / (ex.: /produtos) ou um endereço https://.',
    imageInvalid: 'Use uma imagem enviada para a loja ou uma imagem de /images/.',
    flagInvalid: 'Use true ou false.',
    orderNotNumber: 'Posição deve ser um número inteiro de 0 a 10000.',
    idInvalid: 'Id inválido.',
    reorderDuplicate: 'Cada banner pode aparecer só uma vez na nova ordem.',
    notFound: 'Banner não encontrado.',
    stale:
      'Este banner foi alterado por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do banner inválida. Recarregue a página.',
    createFailed: 'Erro ao criar o banner. Tente novamente.',
    updateFailed: 'Erro ao atualizar o banner: {detail}',
    deleteFailed: 'Erro ao excluir o banner: {detail}',
  },
  /** The home page's sections and the about text (staff screens /admin/secoes and /admin/sobre). */
  homeSection: {
    textTooLong: 'Máximo de {max} caracteres.',
    flagInvalid: 'Use true ou false.',
    keyInvalid: 'Seção inválida.',
    reorderDuplicate: 'Cada seção pode aparecer só uma vez na nova ordem.',
    notFound: 'Seção não encontrada.',
    stale:
      'Esta seção foi alterada por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão da seção inválida. Recarregue a página.',
    updateFailed: 'Erro ao atualizar a seção: {detail}',
  },
  /** Customer testimonials (staff screen /admin/depoimentos). */
  testimonial: {
    authorRequired: 'Informe o nome de quem escreveu.',
    textRequired: 'Escreva o depoimento.',
    textTooLong: 'Máximo de {max} caracteres.',
    ratingInvalid: 'A nota vai de 1 a 5 estrelas.',
    dateInvalid: 'Informe uma data válida (aaaa-mm-dd).',
    dateInFuture: 'A data não pode estar no futuro.',
    flagInvalid: 'Use true ou false.',
    notFound: 'Depoimento não encontrado.',
    stale:
      'Este depoimento foi alterado por outra pessoa depois que você abriu o formulário. Recarregue e refaça a alteração.',
    staleVersion: 'Versão do depoimento inválida. Recarregue a página.',
    createFailed: 'Erro ao criar o depoimento. Tente novamente.',
    updateFailed: 'Erro ao atualizar o depoimento: {detail}',
    deleteFailed: 'Erro ao excluir o depoimento: {detail}',
    searchTooLong: 'A busca deve ter no máximo {max} caracteres.',
    sortInvalid: 'Ordenação inválida.',
    pageInvalid: 'Página inválida.',
  },
} as const;
