import type { privacy as pt } from '../pt-BR/privacy';
import type { SameKeys } from '../shape';

export const privacy: SameKeys<typeof pt> = {
  title: 'Your data',
  hint: 'Download everything we keep about you, or ask us to delete your account.',
  download: 'Download my data',
  downloading: 'Preparing the file…',
  downloaded: 'Your data was downloaded (a JSON file).',
  downloadError: 'Your data could not be downloaded. Please try again.',
  fileName: 'my-data-{{date}}.json',
  delete: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmBody:
    'We will anonymise your account within 15 business days: your name, e-mail, phone and addresses are removed and you can no longer sign in. Your orders are kept for 5 years without your personal data, as the privacy policy says.',
  confirmYes: 'Yes, delete my account',
  requested: 'Request received. We will answer within 15 business days.',
  requestError: 'Your request could not be sent. Please try again.',
  open: 'Your deletion request is in progress. We will carry it out by {{date}}.',
};
