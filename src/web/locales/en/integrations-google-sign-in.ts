import type { googleSignInIntegration as pt } from '../pt-BR/integrations-google-sign-in';
import type { SameKeys } from '../shape';

/** The Integrations screen's "Sign in with Google" card (decision 090); part of the `integrations` dictionary. */
export const googleSignInIntegration: SameKeys<typeof pt> = {
  title: 'Sign in with Google',
  usedFor:
    'The "Sign in with Google" button on the sign-in and register pages: customers sign in with their Google account, without a password. Staff keep signing in with their password.',
  fields: {
    clientId: {
      label: 'OAuth client ID',
      help: 'In the Google Cloud Console (APIs & Services → Credentials → OAuth client ID, type "Web application"). It ends in .apps.googleusercontent.com.',
    },
    clientSecret: { label: 'Client secret' },
  },
  redirectHelp: 'Under the client’s "Authorized redirect URIs", add this address:',
  test: {
    title: 'Test the connection',
    button: 'Test',
    asking: 'Asking Google…',
    help: "Reads Google's public configuration and checks that it recognises the saved client ID. The secret is only proved when a customer signs in.",
  },
};
