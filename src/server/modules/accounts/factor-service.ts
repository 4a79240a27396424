import { eq } from 'drizzle-orm';
import { staffFactorRequired } from '@/shared/accounts/factor-rules';
import type { SecondFactorInput } from '@/shared/accounts/factor-schemas';
import type { AuditActor } from '../audit/public';
import { passkeySignIn, passkeySignInOptions, verifySecondFactor } from './actions/factor-sign-in';
import {
  confirmTotp,
  factorRequiredSetting,
  listFactors,
  removeTotp,
  resetFactors,
  startTotp,
} from './actions/factors';
import {
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './actions/passkeys';
import type { AccountsContext } from './context';
import { authUser } from './schema';

/** The sign-in factors of the accounts service (decision 089). */
export function createFactorService(ctx: AccountsContext) {
  return {
    list: (authUserId: string, role: string | null | undefined) => listFactors(ctx, authUserId, role),
    verifySecondFactor: (input: SecondFactorInput, headers: Headers) =>
      verifySecondFactor(ctx, input, headers),
    passkeySignInOptions: (headers: Headers) => passkeySignInOptions(ctx, headers),
    passkeySignIn: (response: Record<string, unknown>, headers: Headers) =>
      passkeySignIn(ctx, response, headers),
    startTotp: (headers: Headers, password: string) => startTotp(ctx, headers, password),
    confirmTotp: (headers: Headers, input: Parameters<typeof confirmTotp>[2]) =>
      confirmTotp(ctx, headers, input),
    removeTotp: (headers: Headers, input: Parameters<typeof removeTotp>[2]) =>
      removeTotp(ctx, headers, input),
    passkeyRegistrationOptions: (headers: Headers) => passkeyRegistrationOptions(ctx, headers),
    registerPasskey: (headers: Headers, input: Parameters<typeof registerPasskey>[2]) =>
      registerPasskey(ctx, headers, input),
    renamePasskey: (authUserId: string, id: string, name: string) => renamePasskey(ctx, authUserId, id, name),
    async removePasskey(input: {
      authUserId: string;
      role: string | null | undefined;
      id: string;
      actor: AuditActor;
    }) {
      const settingOn = await factorRequiredSetting(ctx);
      const [user] = await ctx.db
        .select({ on: authUser.twoFactorEnabled })
        .from(authUser)
        .where(eq(authUser.id, input.authUserId));
      await removePasskey(ctx, {
        authUserId: input.authUserId,
        id: input.id,
        actor: input.actor,
        stillSatisfied: async (left) =>
          !staffFactorRequired({ role: input.role, settingOn, totp: Boolean(user?.on), passkeys: left }),
      });
    },
    reset: (input: { profileId: string; actor: AuditActor }) => resetFactors(ctx, input),
  };
}
