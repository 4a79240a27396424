import type { live as pt } from '../pt-BR/live';
import type { SameKeys } from '../shape';

export const live: SameKeys<typeof pt> = {
  state: {
    live: 'Live',
    connecting: 'Connecting…',
    fallback: 'No live connection: the list refreshes every 30 seconds.',
    liveHint: 'New orders show up here at once, without reloading the page.',
  },
  newBadge: 'New',
  soundHint: 'Browsers only play the sound after a first tap or click on this page.',
  notify: {
    ask: 'Would you like a browser notice when an order arrives while this tab is in the background?',
    allow: 'Turn on notices',
    later: 'Not now',
    title: 'New order {{number}}',
    body: 'Just arrived at the store.',
    denied: 'Notices are blocked in this browser.',
  },
  updatedBy: 'Updated by {{name}} {{when}}',
  updatedBySomeone: 'Updated by someone else {{when}}',
  justNow: 'just now',
  minutesAgo_one: '{{count}} minute ago',
  minutesAgo_other: '{{count}} minutes ago',
  pageUpdated: 'Your order was just updated.',
};
