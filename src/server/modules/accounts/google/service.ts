import type { RequestAuth } from '@/server/http/session';
import type { AuditActor } from '@/server/modules/audit/public';
import type { GoogleStartInput } from '@/shared/accounts/identities';
import type { Language } from '@/shared/i18n/language';
import type { AccountsContext } from '../context';
import type { GoogleClientSource } from '../google-plugin';
import { finishGoogle, googleAvailable, startGoogle } from './flow';
import { identitiesOf, removeIdentity } from './identities';

/** "Entrar com Google" and the profile's identities (issue 40, decision 090). */
export function createGoogleSignIn(ctx: AccountsContext, client: GoogleClientSource) {
  const deps = { ctx, client };
  return {
    available: () => googleAvailable(deps),
    start: (headers: Headers, input: GoogleStartInput, auth: RequestAuth | null) =>
      startGoogle(deps, headers, input, auth),
    finish: (
      headers: Headers,
      query: Record<string, string>,
      context: { auth: RequestAuth | null; actor: AuditActor | null; language: Language },
    ) => finishGoogle(deps, headers, query, context),
    identities: (userId: string) => identitiesOf(ctx.db, userId),
    removeIdentity: (actor: AuditActor, identityId: string) => removeIdentity(ctx, actor, identityId),
  };
}
