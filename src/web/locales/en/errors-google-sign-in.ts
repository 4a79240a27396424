/** English for "Sign in with Google" (decision 090); composed into the errors dictionary (./errors.ts). */
export const googleSignInErrors = {
  googleSignIn: {
    clientIdInvalid:
      'A Google client ID ends in .apps.googleusercontent.com (copy it from the Google Cloud Console).',
    clientSecretInvalid: 'The client secret has 8 to 200 characters, with no spaces.',
    notConfigured: 'Sign in with Google is not available in this shop.',
    failed: 'Could not sign in with Google. Please try again.',
    stateInvalid:
      'This answer from Google is no longer valid (it expired or was opened in another browser). Please try again.',
    accountNotLinked:
      'An account with this e-mail already exists. Sign in with your password (or reset it through the e-mail link) and link Google on your profile.',
    emailMismatch:
      'That Google account has another e-mail address. Use the Google account with the same e-mail as your shop account.',
    alreadyLinkedElsewhere: 'That Google account is already linked to another shop account.',
    discoveryUnreachable:
      "Could not read Google's configuration ({{detail}}). Check the server's connection and try again.",
    issuerMismatch: "The configuration read names another issuer ({{detail}}): it is not Google's.",
    endpointsMissing: "Google's configuration lacks the sign-in addresses ({{detail}}).",
    clientRejected:
      'Google does not recognise this client ID. Copy it again from the Google Cloud Console (Credentials).',
    customersOnly: 'Sign in with Google is for customers; staff sign in with their password.',
    linked: 'Google account linked. You can now sign in with it.',
    removed: 'Google account unlinked.',
    identityNotFound: 'Your account has no such way to sign in.',
    lastWayIn:
      'This is the only way into your account. Set a password through the "Forgot my password" link before unlinking it.',
  },
} as const;
