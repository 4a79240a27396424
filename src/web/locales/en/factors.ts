import type { factors as pt } from '../pt-BR/factors';
import type { SameKeys } from '../shape';

/** Sign-in factors (issue 40, decision 089): the code step, passkeys and the set-up screen. */
export const factors: SameKeys<typeof pt> = {
  title: 'Two-step verification',
  lead: 'Protect signing in to your account with an authenticator app or a passkey.',
  requiredLead:
    'The shop requires two-step verification for your role. Set up an authenticator app or a passkey to continue.',
  loading: 'Loading…',
  totp: {
    title: 'Authenticator app',
    on: 'On: when you sign in, we ask for the 6-digit code from the app.',
    off: 'Use any authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
    start: 'Set up the app',
    password: 'Your password',
    continue: 'Continue',
    scan: '1. Scan the QR code with the app, or type the key below.',
    qrAlt: 'QR code for the authenticator app',
    secret: 'Key to type in the app',
    backupTitle: '2. Keep the recovery codes',
    backupHint:
      'Each code works once, if you lose your phone. They are shown only now: copy them or write them down somewhere safe.',
    copy: 'Copy codes',
    copied: 'Codes copied.',
    code: '3. 6-digit code from the app',
    confirm: 'Turn on',
    enabled: 'Authenticator app turned on.',
    remove: 'Remove the app',
    removeConfirm: 'Confirm with your password to remove it.',
    removed: 'App removed.',
  },
  passkeys: {
    title: 'Passkeys',
    hint: "Sign in without a password using your device's fingerprint, face or PIN. A passkey also counts as two-step verification.",
    none: 'No passkey yet.',
    name: 'Passkey name (e.g. My phone)',
    add: 'Add a passkey',
    added: 'Passkey added.',
    remove: 'Remove',
    removeLabel: 'Remove the passkey {{name}}',
    removed: 'Passkey removed.',
    addedOn: 'Added on {{date}}',
    unsupported: 'This browser does not support passkeys.',
    cancelled: 'The passkey was not used.',
  },
  step: {
    title: "Confirm it's you",
    lead: 'Type the 6-digit code from your authenticator app.',
    code: 'Code from the app',
    backup: 'Recovery code',
    useBackup: 'Use a recovery code',
    useApp: 'Use the code from the app',
    trust: 'Trust this device for 30 days',
    submit: 'Sign in',
    back: 'Back',
  },
  signIn: {
    passkey: 'Use a passkey',
    or: 'or',
  },
  setup: {
    done: 'All set',
    goAdmin: 'Go to the panel',
  },
  reset: {
    title: 'Two-step verification',
    button: 'Reset verification',
    confirm:
      'Did they lose their device? Their app and recovery codes will be deleted, and they will set it up again at their next sign-in.',
    yes: 'Reset',
  },
};
