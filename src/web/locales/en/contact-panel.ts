import type { contactPanel as pt } from '../pt-BR/contact-panel';
import type { SameKeys } from '../shape';

/** The order desk's contact panel (issue 40): messages from the site's contact form. */
export const contactPanel: SameKeys<typeof pt> = {
  title: 'Contact messages',
  open_one: '{{count}} waiting for an answer',
  open_other: '{{count}} waiting for an answer',
  showAll: 'See all',
  showOpen: 'Open only',
  loading: 'Loading the messages…',
  loadError: 'The messages could not be loaded.',
  retry: 'Try again',
  empty: 'No message waiting for an answer.',
  emptyAll: 'No message received yet.',
  wroteIn: 'Wrote in {{language}}',
  languages: { 'pt-BR': 'Portuguese', en: 'English' },
  reply: 'Reply by e-mail',
  markHandled: 'Mark as answered',
  reopen: 'Reopen',
  handledAt: 'Answered on {{when}}',
  markError: 'The message could not be updated. Please try again.',
};
