import type { search as pt } from '../pt-BR/search';
import type { SameKeys } from '../shape';

export const search: SameKeys<typeof pt> = {
  title: 'Search the shop',
  resultsFor: 'Results for “{{q}}”',
  emptyLead: 'Look for a cut, a sausage, a barbecue kit, a pair of cleats…',
  count_one: '{{count}} product',
  count_other: '{{count}} products',
  noneFor: 'Nothing found for “{{q}}”',
  noneHint: 'Check the spelling or try a shorter word, like “picanha” or “sausage”.',
  popular: 'Popular searches',
  popularTerms: 'picanha, sausage, BBQ kit, cheese bread, charcoal',
  categories: 'Or browse a category',
  loadFailed: 'We could not search right now. Check your connection and try again.',
  seeAll: 'See all products',
};
