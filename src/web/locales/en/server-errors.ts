import type { serverErrors as pt } from '../pt-BR/server-errors';
import type { SameKeys } from '../shape';

/** The recent server errors (issue 21, decision 053; view_logs), loaded with its screen only. */
export const serverErrors: SameKeys<typeof pt> = {
  title: 'Server errors',
  lead: 'The server’s recent errors (5xx answers), kept for 30 days or the newest 1,000. Give the request id to whoever investigates.',
  loading: 'Loading the errors…',
  loadError: 'Could not load the errors.',
  retry: 'Try again',
  empty: 'No error on record.',
  emptyFiltered: 'No error matches this search.',
  search: 'Request id or route',
  searchPlaceholder: 'E.g. /api/orders',
  apply: 'Search',
  columns: {
    at: 'When',
    status: 'Status',
    route: 'Route',
    message: 'Message',
    request: 'Request',
    count: 'Times',
  },
  countDetail:
    '{{times}} times, the last at {{time}} (the same error from whoever caused it, or their excess)',
  pagination: {
    nav: 'Error pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{total}}',
  },
};
