/**
 * The staff second factor (issue 40, decision 089): which roles the shop's setting makes set one
 * up, and whether an account still has to. A TOTP app or any passkey satisfies it.
 */
export const STAFF_FACTOR_ROLES = ['super_admin', 'admin'] as const;

export function staffFactorRequired(input: {
  role: string | null | undefined;
  settingOn: boolean;
  totp: boolean;
  passkeys: number;
}): boolean {
  if (!input.settingOn) return false;
  if (!(STAFF_FACTOR_ROLES as readonly string[]).includes(input.role ?? '')) return false;
  return !input.totp && input.passkeys === 0;
}
