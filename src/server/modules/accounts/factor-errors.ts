import { AppError } from '@/server/http/app-error';
import type { ErrorCode } from '@/shared/errors';
import type { MessageKey } from '@/shared/messages';
import { authErrorCode, isAuthApiError } from './errors';

/** better-auth's two-factor and passkey refusals, as the shop's keys (both languages). */
const REFUSALS: Record<string, [ErrorCode, MessageKey]> = {
  INVALID_CODE: ['unauthorized', 'factors.codeInvalid'],
  INVALID_BACKUP_CODE: ['unauthorized', 'factors.backupCodeInvalid'],
  INVALID_TWO_FACTOR_COOKIE: ['unauthorized', 'factors.challengeExpired'],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ['unauthorized', 'factors.tooManyAttempts'],
  ACCOUNT_TEMPORARILY_LOCKED: ['rate_limited', 'factors.locked'],
  INVALID_PASSWORD: ['bad_request', 'factors.passwordWrong'],
  TOTP_ALREADY_ENABLED: ['conflict', 'factors.totpAlreadyOn'],
  TOTP_NOT_ENABLED: ['bad_request', 'factors.totpNotStarted'],
  TWO_FACTOR_NOT_ENABLED: ['bad_request', 'factors.totpNotOn'],
  BACKUP_CODES_NOT_ENABLED: ['bad_request', 'factors.totpNotOn'],
  PASSKEY_NOT_FOUND: ['unauthorized', 'factors.passkeyUnknown'],
  CHALLENGE_NOT_FOUND: ['bad_request', 'factors.passkeyFailed'],
  AUTHENTICATION_FAILED: ['unauthorized', 'factors.passkeyFailed'],
  FAILED_TO_VERIFY_REGISTRATION: ['bad_request', 'factors.passkeyFailed'],
  PREVIOUSLY_REGISTERED: ['conflict', 'factors.passkeyFailed'],
  ACCOUNT_BLOCKED: ['forbidden', 'auth.accountBlocked'],
  SESSION_REQUIRED: ['unauthorized', 'auth.sessionMissing'],
};

/** Runs one better-auth call; its known refusals become AppErrors, anything else is thrown on. */
export async function factorCall<T>(run: () => Promise<T>, fallback?: MessageKey): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = REFUSALS[authErrorCode(error) ?? ''];
    if (refusal) throw new AppError(refusal[0], refusal[1], { cause: error });
    if (fallback && isAuthApiError(error) && error.statusCode < 500)
      throw new AppError('bad_request', fallback, { cause: error, detail: error.body?.message });
    throw error;
  }
}
