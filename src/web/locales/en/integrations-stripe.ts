import type { stripeIntegration as pt } from '../pt-BR/integrations-stripe';
import type { SameKeys } from '../shape';

/** The Integrations screen's Stripe card (decision 082); part of the `integrations` dictionary. */
export const stripeIntegration: SameKeys<typeof pt> = {
  title: 'Card payments (Stripe)',
  usedFor:
    'Taking cards at checkout: we hold the estimate, charge the final weight after weighing and release the rest. Without the secret key, card is not offered at checkout.',
  groups: { keys: 'API keys', webhook: 'Stripe’s notices (webhook)' },
  fields: {
    secretKey: { label: 'Secret key' },
    publishableKey: { label: 'Publishable key', help: 'Starts with pk_test_ or pk_live_.' },
    webhookSecret: { label: 'Webhook signing secret' },
  },
  mode: { test: 'Test mode', live: 'Live mode' },
  modeHelp: {
    test: 'Test keys: test cards only, no real money.',
    live: 'Live keys: customers really pay.',
  },
  webhookHelp:
    'In Stripe’s dashboard (Developers → Webhooks), add this address and paste its signing secret (whsec_…) here:',
  eventsHelp: 'Under “Select events”, tick these (the shop ignores the others):',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the address and copy it by hand.',
  checkTitle: 'Check',
  checkHelp: 'Asks Stripe whose account the saved keys belong to.',
  checkButton: 'Check connection',
  checking: 'Asking Stripe… (up to 10 s)',
  checked: 'Connected to the account {{name}} ({{country}}).',
};
