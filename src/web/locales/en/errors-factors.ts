/** English for the sign-in factors (decision 089); composed into the errors dictionary (./errors.ts). */
export const factorErrors = {
  factors: {
    setupRequired:
      'Before going on, set up two-step verification for your account (an authenticator app or a passkey).',
    codeRequired: 'Type the 6-digit code from the app.',
    codeInvalid: 'Wrong or expired code. Check the app and try again.',
    codeUsed: 'This code has already been used. Wait for the next code in the app.',
    backupCodeInvalid: 'Wrong or already used recovery code.',
    challengeExpired: 'The verification expired. Sign in with your e-mail and password again.',
    tooManyAttempts: 'Too many wrong codes. Sign in with your e-mail and password again.',
    locked: 'Too many wrong codes for this account. Try again in 15 minutes.',
    passwordWrong: 'Wrong password.',
    totpAlreadyOn: 'The authenticator app is already on for this account.',
    totpNotStarted: 'Start setting up the authenticator app again.',
    totpNotOn: 'The authenticator app is not on for this account.',
    stillRequired: 'Two-step verification is required for your role: add a passkey before removing the app.',
    passkeyFailed: 'The passkey could not be used. Try again.',
    passkeyUnknown: 'This passkey is not registered with the shop.',
    passkeyNotFound: 'Passkey not found.',
    passkeyNameInvalid: 'Give the passkey a name of 1 to 60 characters.',
    resetSelf: 'You cannot reset your own verification: ask another super admin.',
    resetDone: 'Two-step verification reset. They will set it up again at their next sign-in.',
    removed: 'Removed.',
  },
} as const;
