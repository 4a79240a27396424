/** The search results page (/busca, decision 113): loaded with its code, not with the home page. */
export const search = {
  title: 'Buscar na loja',
  resultsFor: 'Resultados para “{{q}}”',
  emptyLead: 'Procure um corte, uma linguiça, um kit de churrasco, uma chuteira…',
  count_one: '{{count}} produto',
  count_other: '{{count}} produtos',
  noneFor: 'Nada encontrado para “{{q}}”',
  noneHint: 'Confira a grafia ou tente uma palavra mais curta, como “picanha” ou “linguiça”.',
  popular: 'Buscas mais procuradas',
  popularTerms: 'picanha, linguiça, kit churrasco, pão de queijo, carvão',
  categories: 'Ou veja uma categoria',
  loadFailed: 'Não foi possível buscar agora. Verifique sua conexão e tente de novo.',
  seeAll: 'Ver todos os produtos',
};
