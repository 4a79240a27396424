/** The bulk price/stock grid and the CSV import of products (issue 21). Part of MESSAGES (../messages.ts). */
export const CATALOGUE_BULK_MESSAGES = {
  bulk: {
    fileEmpty: 'O arquivo está vazio: envie um CSV com o cabeçalho e uma linha por variação.',
    fileBroken: 'O arquivo CSV não pôde ser lido na linha {row}: aspas ou colunas fora do lugar.',
    notUtf8: 'O arquivo não está em UTF-8. No Excel, salve como "CSV UTF-8".',
    fileTooLarge: 'No máximo {max} linhas por arquivo.',
    slugColumnMissing: 'Falta a coluna Slug no cabeçalho.',
    columnUnknown: 'Coluna desconhecida: {value}.',
    columnRepeated: 'A coluna {value} aparece duas vezes.',
    moneyInvalid: 'Valor inválido: {value}. Use por exemplo 119,90.',
    weightInvalid: 'Peso inválido: {value}. Use kg, por exemplo 1,5.',
    stockInvalid: 'Estoque inválido: {value}. Use um número inteiro, zero ou mais (vazio = não controlado).',
    flagInvalid: 'Use sim ou não (true ou false): {value}.',
    variationNotFound: 'A variação {value} não existe neste produto.',
    variationMissing: 'Este produto tem variações: informe a variação da linha.',
    variationRepeated: 'Esta variação já está na linha {row}.',
    productFieldDiffers: 'Difere da linha {row} do mesmo produto.',
    categoryUnknown: 'Categoria não encontrada: {value}.',
    categoryForbidden: 'Só administradores podem mudar a categoria de um produto.',
    createForbidden: 'Só administradores podem criar produtos.',
    priceOfWeighed:
      'Vendido por peso: o preço é o preço por kg × peso estimado ({value}). Mude o preço por kg.',
    hasRefusals: 'O arquivo tem {count} recusa(s): nada foi alterado. Corrija e simule de novo.',
    importStale: 'O catálogo mudou desde a simulação. Simule de novo antes de aplicar.',
    rowUnknown: 'Esta linha não existe mais. Recarregue a grade.',
    activeDiffers: 'As linhas do mesmo produto devem ter o mesmo "ativo".',
    taxClassDiffers: 'As linhas do mesmo produto devem ter a mesma classe fiscal.',
    taxClassInvalid:
      'Classe fiscal desconhecida: {value}. Use Alimento (mercearia), Alimento preparado, Mercadoria em geral ou Isento; vazio segue a categoria.',
    gridConflict: 'Alguém alterou {count} linha(s) enquanto você editava: nada foi salvo.',
  },
} as const;
