import type { audit as pt } from '../pt-BR/audit';
import type { SameKeys } from '../shape';

/** The audit viewer (issue 21, super_admin only). */
export const audit: SameKeys<typeof pt> = {
  title: 'Audit log',
  lead: 'Who changed what and when: every staff change, with each field before and after.',
  loading: 'Loading the log…',
  loadError: 'The log could not be loaded.',
  retry: 'Try again',
  empty: 'No change matches these filters.',
  filters: {
    person: 'Person',
    personPlaceholder: 'Name or e-mail',
    entityId: 'Record id',
    entity: 'Record',
    action: 'Action',
    any: 'All',
    from: 'From',
    to: 'To',
    apply: 'Filter',
  },
  entry: {
    by: 'by {{who}}',
    unknown: 'removed account',
    /** An automatic round of the server (decision 049: the purchase-data purge). */
    system: 'the shop, automatically',
    field: 'Field',
    before: 'Before',
    after: 'After',
    none: 'No field changed.',
    empty: '—',
    request: 'Request {{id}}',
  },
  pagination: {
    nav: 'Log pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{total}}',
  },
};
