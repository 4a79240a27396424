import type { integrations as pt } from '../pt-BR/integrations';
import type { SameKeys } from '../shape';
import { googleSignInIntegration } from './integrations-google-sign-in';
import { publicAddressIntegration } from './integrations-public-address';
import { stripeIntegration } from './integrations-stripe';

/** The admin panel's Integrations screen (issue 35, decision 076). */
export const integrations: SameKeys<typeof pt> = {
  title: 'Integrations',
  lead: 'Connect the shop’s e-mail, WhatsApp and SMS, test each one and see whether they work. Changes apply from the next message.',
  loading: 'Loading the integrations…',
  loadError: 'Could not load the integrations.',
  retry: 'Try again',
  save: 'Save',
  saving: 'Saving…',
  saveFailed: 'Could not save. Check the highlighted fields.',
  unsaved: 'There are unsaved changes.',
  leaveWarning: 'There are unsaved changes. Leave anyway?',
  unexpected: 'unexpected error',
  setOnServer: 'Set on the server',
  setOnServerHint:
    'This value comes from an environment variable of the server and wins over what is saved here.',
  replace: 'Replace',
  keepCurrent: 'Keep the current one',
  notStored: 'None stored',
  secretHint: 'Stored encrypted; never shown again.',
  newSecretHint: 'Type the new one. Saving replaces the stored one.',
  otherKey: 'Entered with another key (e.g. a backup restored elsewhere): enter the integration again.',
  show: 'Show',
  hide: 'Hide',
  usedFor: 'Used for',
  states: {
    not_set_up: 'Not set up',
    untested: 'Set up · not tested yet',
    working: 'Working',
    failing: 'Failing',
    reenter: 'Enter again',
  },
  state: {
    missing: 'Missing: {{fields}}.',
    lastSuccess: 'Last successful send: {{when}}.',
    noSendYet: 'Nothing sent through it yet.',
    untested: 'Saved, but nothing has gone out through it since. Send a test to confirm it works.',
    failingSince: 'Failing since {{when}}.',
    lastError: 'Provider’s last error: {{error}}',
    reenter: 'A stored key no longer opens: enter the integration again.',
  },
  remove: {
    button: 'Remove integration',
    title: 'Remove the {{name}} integration?',
    description:
      'The fields and keys stored here will be deleted. The messages that depend on it wait as “Not configured” again until it is set up again.',
    envStays: 'Values set on the server stay in force; only whoever runs the server can remove them.',
    confirm: 'Remove',
    cancel: 'Keep',
    failed: 'Could not remove the integration.',
  },
  test: {
    title: 'Test',
    saveFirst: 'Save your changes before testing.',
    setUpFirst: 'Set up and save the integration to test it.',
    sending: 'Sending… (up to {{seconds}} s)',
    sent: 'Sent. Check that it arrived.',
    failed: 'The test failed: {{reason}}',
  },
  email: {
    title: 'E-mail',
    usedFor:
      'Customers’ e-mail confirmation and password reset, staff invitations and the new-order notice by e-mail.',
    groups: { server: 'Connection', sender: 'Sender' },
    fields: {
      host: { label: 'SMTP server', help: 'Just the name, such as smtp.gmail.com.' },
      port: { label: 'Port', help: '587 with STARTTLS; 465 with TLS.' },
      security: { label: 'Security', help: 'How the connection is protected.' },
      user: { label: 'User', help: 'Usually the e-mail itself. Blank: no sign-in.' },
      password: { label: 'Password' },
      fromName: { label: 'Sender name', help: 'The name customers see, such as Brazil Prime.' },
      fromAddress: { label: 'Sender e-mail', help: 'Where messages come from.' },
    },
    security: { starttls: 'STARTTLS', tls: 'TLS' },
    testLabel: 'Send a test e-mail to',
    testButton: 'Send a test e-mail',
  },
  whatsapp: {
    title: 'WhatsApp',
    usedFor:
      'Welcome messages to new customers, order notices, coupons and the new-customer notice to the office. Only Brazilian numbers receive them automatically.',
    groups: { provider: 'Provider', notices: 'Notices to the office' },
    fields: {
      apiUrl: { label: 'Create-message address', help: 'Your provider’s “create-message” URL.' },
      appKey: { label: 'App key' },
      authKey: { label: 'Auth key' },
      adminPhone: {
        label: 'Phone for office notices',
        help: 'Hears about new customers, and new orders of stores without their own number. A Brazilian number (+55) hears by WhatsApp; a US one (+1) by SMS.',
      },
    },
    testLabel: 'Send a test message to',
    testButton: 'Send a test message',
  },
  googleReviews: {
    title: 'Google reviews',
    usedFor:
      'The home page’s testimonials and the shop’s Google rating, with the number of reviews and a link to its page.',
    fields: {
      placeId: {
        label: 'Place ID',
        help: 'The shop’s id on Google Maps (from Google’s Place ID Finder), such as ChIJ…',
      },
      apiKey: { label: 'API key (Places)' },
    },
    actions: 'Check and import',
    importHelp:
      'Reviews arrive in the testimonials without showing on the site: staff choose which to show. Once a day they are read again, leaving what staff edited alone.',
    verify: 'Check connection',
    import: 'Import reviews',
    asking: 'Asking Google…',
    chooseLink: 'Choose which to show in the testimonials',
  },
  sms: {
    title: 'SMS (Twilio)',
    usedFor:
      'Orders, coupons and notices to US numbers (+1), which automatic WhatsApp does not reach. Customers receive them only with the consent they gave at sign-up or checkout; anyone who replies STOP receives no more.',
    groups: { account: 'Twilio account', sender: 'Sender', webhook: 'STOP and START replies' },
    senderHelp: 'Fill in one of the two: the number bought at Twilio or a Messaging Service.',
    fields: {
      accountSid: { label: 'Account SID', help: 'In the Twilio console: starts with AC.' },
      authToken: { label: 'Auth Token' },
      from: { label: 'Sending number', help: 'In international form, such as +14045550134.' },
      messagingServiceSid: {
        label: 'Messaging Service SID',
        help: 'Optional; starts with MG. Wins over the number.',
      },
    },
    webhookHelp:
      'So the shop knows who replied STOP, paste this address into “A message comes in” of the number (or Messaging Service) at Twilio:',
    testLabel: 'Send a test SMS to',
    testButton: 'Send a test SMS',
  },
  stripe: stripeIntegration,
  googleSignIn: googleSignInIntegration,
  publicAddress: publicAddressIntegration,
};
