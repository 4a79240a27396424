import { passkey } from '@better-auth/passkey';
import { twoFactor } from 'better-auth/plugins';

/** "Confiar neste dispositivo por 30 dias" (decision 089). */
export const TRUST_DEVICE_DAYS = 30;
/** Ten backup codes, each shown once. */
export const BACKUP_CODE_COUNT = 10;

/**
 * A browser refuses an IP address as a WebAuthn relying party: a shop served on a loopback address
 * (development, the journeys) offers its passkeys for `localhost`, the same machine by name.
 */
export function passkeyRpId(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  return host === '127.0.0.1' || host === '[::1]' || host === '::1' ? 'localhost' : host;
}

/**
 * better-auth's two-factor (TOTP, backup codes, trusted devices) and passkey plugins (decision
 * 089). The expected WebAuthn origin is the request's own (null here): our same-origin check has
 * already refused a write from any other site.
 */
export function signInFactorPlugins(baseUrl: string) {
  return [
    twoFactor({
      trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
      backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
      totpOptions: { digits: 6, period: 30 },
      // Ten wrong codes in a row lock the account's codes for 15 minutes, whatever the address.
      accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
    }),
    passkey({
      rpID: passkeyRpId(baseUrl),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    }),
  ] as const;
}
