import type { common as pt } from '../pt-BR/common';
import type { SameKeys } from '../shape';

export const common: SameKeys<typeof pt> = {
  loading: 'Loading...',
  loadingShort: 'Loading',
  error: 'An error occurred',
  noResults: 'No results found',
  retry: 'Try again',
  close: 'Close',
  back: 'Back',
  save: 'Save',
  cancel: 'Cancel',
  confirm: 'Confirm',
  send: 'Send',
  seeAll: 'See all',
  goHome: 'Back to home',
  status: {
    active: 'Active',
    inactive: 'Inactive',
    notInformed: 'Not informed',
  },
  rateLimit: {
    title: 'Rate limit',
    blocked: 'Too many attempts. Try again at {{time}}',
    limited: 'Request limit reached. Try again at {{time}}',
  },
  skipToContent: 'Skip to content',
  /** The SMS consent checkbox at sign-up and checkout (TCPA, decision 077; text version sms-consent-2026-11-29). */
  smsConsent: {
    title: 'Text me.',
    text: 'I agree that {{brand}} may send automated text messages about my orders and offers to the number above. Message frequency varies; message and data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.',
  },
};
