import type { googleSignIn as pt } from '../pt-BR/google-sign-in';
import type { SameKeys } from '../shape';

/** "Sign in with Google" on the sign-in and register pages and the profile (decision 090). */
export const googleSignIn: SameKeys<typeof pt> = {
  or: 'or',
  button: 'Sign in with Google',
  starting: 'Opening Google…',
  terms: 'By continuing with Google, you accept the shop’s Terms of Use and Privacy Policy.',
  title: 'Ways to sign in',
  hint: 'Sign in with your password or with the Google account linked to this account.',
  password: 'Password',
  passwordSet: 'Set',
  passwordNotSet: 'No password: set one through the "Forgot my password" link on the sign-in page.',
  google: 'Google',
  linkedSince: 'Linked on {{when}}',
  none: 'No Google account linked.',
  link: 'Link a Google account',
  unlink: 'Unlink',
  unlinking: 'Unlinking…',
  lastWayIn: 'It is the only way in: set a password before unlinking it.',
  loading: 'Loading the ways to sign in…',
  loadError: 'The ways to sign in could not be loaded.',
  outcomes: {
    blocked: 'This account is suspended or inactive. Please contact the shop.',
  },
};
