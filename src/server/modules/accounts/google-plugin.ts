import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { GoogleSignInClient } from '../integrations/public';

/** The provider id better-auth keeps on the identity (auth_account.provider_id) and in the callback path. */
export const GOOGLE_PROVIDER_ID = 'google';
/** Where Google sends the person back: better-auth's callback path under /api/auth (decision 090). */
export const GOOGLE_CALLBACK_PATH = `/api/auth/callback/${GOOGLE_PROVIDER_ID}`;

/** Where the OpenID Connect client comes from: the Integrações card, read at each sign-in step. */
export type GoogleClientSource = () => Promise<GoogleSignInClient | null>;

type ProviderList = { id: string }[];
type PluginContext = Parameters<NonNullable<BetterAuthPlugin['init']>>[0];

const STEP_PATHS = new Set(['/sign-in/social', '/link-social', `/callback/${GOOGLE_PROVIDER_ID}`]);

/**
 * "Entrar com Google" (issue 40, decision 090): better-auth's generic OAuth plugin, standard OpenID
 * Connect (discovery, PKCE, state, nonce, the ID token checked against the issuer's keys). The owner
 * sets the client on the Integrações screen, so the provider is built at the first sign-in step after
 * a change — not once at start — and taken away when the card is removed.
 *
 * An account whose e-mail already exists is never linked silently: better-auth's implicit linking
 * is off, so only a signed-in person (who proved her password or her e-mail) links Google.
 */
export function googleSignInPlugin(source: GoogleClientSource) {
  let built: { key: string; provider: { id: string } } | null = null;
  let building: Promise<void> | null = null;

  async function build(ctx: PluginContext, client: GoogleSignInClient, key: string) {
    const plugin = genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: 'Google',
          clientId: client.clientId,
          clientSecret: client.clientSecret,
          discoveryUrl: `${client.issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          requireIdTokenVerification: true,
        },
      ],
    });
    // Built apart from the auth's providers, then put in their list in place (requests share it).
    const result = await plugin.init?.({ ...ctx, socialProviders: [] } as PluginContext);
    const providers = (result?.context as { socialProviders?: ProviderList } | undefined)?.socialProviders;
    const provider = providers?.find((p) => p.id === GOOGLE_PROVIDER_ID);
    // Discovery failed (the issuer did not answer): no provider, the step fails and is tried again.
    built = provider ? { key, provider } : null;
  }

  /** Puts the provider for the card in force into the auth's list (or takes it away). */
  async function refresh(ctx: PluginContext) {
    const list = ctx.socialProviders as ProviderList;
    const client = await source();
    const key = client ? `${client.issuer}\n${client.clientId}\n${client.clientSecret}` : '';
    if (client && built?.key !== key) {
      building ??= build(ctx, client, key).finally(() => {
        building = null;
      });
      await building;
    }
    const at = list.findIndex((p) => p.id === GOOGLE_PROVIDER_ID);
    const wanted = client && built?.key === key ? built.provider : null;
    if (at >= 0 && list[at] !== wanted) list.splice(at, 1);
    if (wanted && list[at] !== wanted) list.unshift(wanted);
  }

  return {
    id: 'google-sign-in',
    init: () => ({
      options: {
        account: {
          accountLinking: { enabled: true, disableImplicitLinking: true, trustedProviders: [] },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (context) => STEP_PATHS.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            await refresh(ctx.context as unknown as PluginContext);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
