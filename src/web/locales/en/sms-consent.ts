import type { smsConsent as pt } from '../pt-BR/sms-consent';
import type { SameKeys } from '../shape';

/** A customer's SMS consent: her profile's card and the admin user screen (decision 083). */
export const smsConsent: SameKeys<typeof pt> = {
  title: 'Text messages (SMS)',
  hint: 'Order updates and offers by SMS on your US or Canadian mobile.',
  loading: 'Loading your SMS preference…',
  loadError: 'Could not load your SMS preference.',
  noUsPhone:
    'SMS reach only US and Canadian phones (+1). To receive them, save a +1 number in your personal details.',
  phone: 'Number: {{phone}}',
  saving: 'Saving…',
  failed: 'Could not save your SMS preference.',
  given: 'Agreed on {{when}} ({{source}}).',
  withdrawn: 'You stopped SMS on {{when}}.',
  none: 'You have not agreed to SMS yet.',
  optedOut:
    'This number replied STOP on {{when}}: the shop cannot text it until you reply START to one of the shop’s messages.',
  sources: {
    sign_up: 'at sign-up',
    checkout: 'at checkout',
    profile: 'on your dashboard',
  },
  admin: {
    title: 'SMS',
    noUsPhone: 'No +1 phone: receives no SMS.',
    consented: 'Consented on {{when}}',
    channel: 'Where: {{source}}',
    notConsented: 'Has not consented: receives no SMS.',
    withdrawn: 'Withdrew consent on {{when}}.',
    optedOut: 'Replied STOP on {{when}}: no SMS reaches this number.',
    providerRefused: 'Twilio reported on {{when}} that the number does not accept the shop’s SMS.',
    sources: {
      sign_up: 'sign-up',
      checkout: 'checkout',
      profile: 'customer’s dashboard',
    },
  },
};
