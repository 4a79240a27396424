import { type Context, Hono } from 'hono';
import { requireRoute } from '@/server/http/permissions';
import { authHeaders, currentAuth } from '@/server/http/session';
import type { AppEnv } from '@/server/http/types';
import { validate } from '@/server/http/validate';
import {
  acceptInvitationSchema,
  invitationCreateSchema,
  invitationIdParams,
  invitationsListQuery,
  invitationTokenQuery,
} from '@/shared/accounts/invitation-schemas';
import type { AuditActor } from '../audit/public';
import type { StaffViewer } from './actions/users';
import type { AccountsService } from './service';

function actorOf(c: Context<AppEnv>): AuditActor {
  const { user, profile } = currentAuth(c);
  return { userId: user.id, role: profile?.role ?? '', requestId: c.var.requestId ?? null };
}

const viewerOf = (c: Context<AppEnv>): StaffViewer => currentAuth(c).profile!;

const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * Staff invitations (issue 16, decision 036), mounted at /api/accounts/invitations: list, invite,
 * resend, revoke — manage_gerentes (admins and super_admins); each sees and acts on the
 * invitations for the roles they may give. Writes count in the §9 admin class (staff writes).
 */
export function invitationStaffRoutes(accounts: AccountsService) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get(
      '/',
      requireRoute('GET /api/accounts/invitations'),
      validate('query', invitationsListQuery),
      async (c) =>
        c.json({ invitations: await accounts.invitations.list(viewerOf(c), c.req.valid('query').state) }),
    )
    .post(
      '/',
      requireRoute('POST /api/accounts/invitations'),
      validate('json', invitationCreateSchema),
      async (c) =>
        c.json(
          { invitation: await accounts.invitations.create(viewerOf(c), actorOf(c), c.req.valid('json')) },
          201,
        ),
    )
    .post(
      '/:id/resend',
      requireRoute('POST /api/accounts/invitations/:id/resend'),
      validate('param', invitationIdParams),
      async (c) =>
        c.json({
          invitation: await accounts.invitations.resend(viewerOf(c), actorOf(c), c.req.valid('param').id),
        }),
    )
    .post(
      '/:id/revoke',
      requireRoute('POST /api/accounts/invitations/:id/revoke'),
      validate('param', invitationIdParams),
      async (c) =>
        c.json({
          invitation: await accounts.invitations.revoke(viewerOf(c), actorOf(c), c.req.valid('param').id),
        }),
    );
}

/**
 * The accept page's calls, mounted at /api/accounts/invitation (anyone holding the link). The token
 * travels in the query or the body, never the path, so the request log never records it.
 */
export function invitationPublicRoutes(
  accounts: AccountsService,
  deps: {
    trusted: ReadonlySet<string>;
    onSignedIn?: (c: Context<AppEnv>, userId: string) => Promise<void>;
  },
) {
  return new Hono<AppEnv>()
    .use(noStore)
    .get('/', validate('query', invitationTokenQuery), async (c) =>
      c.json({ invitation: await accounts.invitations.view(c.req.valid('query').token) }),
    )
    .post('/accept', validate('json', acceptInvitationSchema), async (c) => {
      const auth = c.var.auth && !c.var.auth.blocked ? c.var.auth : null;
      const result = await accounts.invitations.accept(
        c.req.valid('json'),
        auth,
        authHeaders(c, deps.trusted),
      );
      for (const cookie of result.setCookies) c.header('set-cookie', cookie, { append: true });
      if (result.setCookies.length > 0) await deps.onSignedIn?.(c, result.payload.user.id);
      return c.json({ session: result.payload });
    });
}
