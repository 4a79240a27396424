import { authMessages } from '../../../shared/accounts/messages';
import { accountMessages } from '../../../shared/accounts/schemas';
import { registerValidationTranslations } from '../../lib/validation-messages';
import { auth as en } from '../../locales/en/auth';

/**
 * The English interface's texts for the Portuguese messages the account schemas and API give
 * (the Portuguese ones are SPEC §8 wording). Loaded with the account screens, not at start.
 */
registerValidationTranslations({
  [accountMessages.emailRequired]: 'Please enter your e-mail',
  [accountMessages.emailInvalid]: 'Please enter a valid e-mail',
  [accountMessages.passwordRequired]: 'Please enter your password',
  [accountMessages.passwordShort]: 'The password must have at least 8 characters',
  [accountMessages.passwordLong]: 'The password can have at most 128 characters',
  [accountMessages.passwordWeak]: 'The password must have letters and numbers',
  [accountMessages.passwordsDiffer]: 'The passwords do not match',
  [accountMessages.passwordSame]: 'The new password must differ from the current one',
  [accountMessages.nameShort]: 'Please enter your full name',
  [accountMessages.nameLong]: 'The name can have at most 120 characters',
  [accountMessages.termsRequired]: 'You need to accept the Terms of Use and the Privacy Policy',
  [accountMessages.tokenMissing]: 'Invalid or incomplete reset link',
  [accountMessages.zipInvalid]: 'Invalid ZIP code (e.g. 30301 or 30301-1234)',
  [accountMessages.tooLong]: 'Text too long',
  [authMessages.invalidCredentials]: 'Wrong e-mail or password.',
  [authMessages.accountBlocked]: 'This account cannot sign in. Please contact the shop for more information.',
  [authMessages.emailTaken]: 'This e-mail is already registered. Sign in or reset your password.',
  [authMessages.registerAuthAccount]: en.register.errors.authAccount,
  [authMessages.registerAuthUser]: en.register.errors.authUser,
  [authMessages.registerProfile]: en.register.errors.profile,
  [authMessages.registerUnexpected]: en.register.errors.unexpected,
  [authMessages.resetInvalid]: 'This reset link is invalid or has expired. Ask for a new one.',
  [authMessages.wrongCurrentPassword]: 'Wrong current password.',
  [authMessages.sessionMissing]: 'Please sign in to continue.',
  [authMessages.forgotSent]: en.forgot.sent,
  [authMessages.resetDone]: en.reset.done,
  [authMessages.passwordChanged]: en.profile.passwordChanged,
  [authMessages.storeForbidden]: 'You do not have access to this store.',
});
