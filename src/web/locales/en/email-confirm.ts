import type { emailConfirm as pt } from '../pt-BR/email-confirm';
import type { SameKeys } from '../shape';

/** English for pt-BR/email-confirm.ts. */
export const emailConfirm: SameKeys<typeof pt> = {
  page: {
    title: 'E-mail confirmation',
    confirming: 'Confirming your e-mail…',
    done: 'E-mail confirmed. Thank you!',
    doneBody: 'You can now receive our discount coupons.',
    failedTitle: 'Could not confirm',
    missing: 'This confirmation link is invalid. Ask for a new one from your dashboard.',
    panel: 'Go to my dashboard',
    shop: 'See products',
    login: 'Sign in',
  },
  status: {
    verified: 'E-mail confirmed',
    verifiedHint: 'You can receive our discount coupons.',
    unverified: 'E-mail not confirmed',
    unverifiedHint:
      'Check your e-mail to confirm your account. Without confirming it, you do not receive our coupons.',
    resend: 'Send the confirmation link again',
    resending: 'Sending…',
    resent: 'We sent a new link. Check your e-mail to confirm.',
    resendFailed: 'The link could not be sent right now.',
    resendLimited: 'You asked for too many links. Try again at {{time}}.',
  },
};
