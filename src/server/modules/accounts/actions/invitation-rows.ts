import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { messagesAbout } from '@/server/modules/messaging/public';
import { storeName, storeNameOf } from '@/server/modules/stores/public';
import { acceptInvitationLink, invitationEmail } from '@/shared/accounts/invitation-email';
import type { Language } from '@/shared/i18n/language';
import { INVITATION_TTL_MS, type InvitationState, invitationState } from '@/shared/permissions/invitations';
import type { AccountsContext } from '../context';
import { authUser, type InvitationRow, invitations } from '../schema';

/** A fresh token (32 random bytes, base64url) and the SHA-256 the table keeps of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_MS);

/** An invitation as the staff screens show it. */
export type StaffInvitation = {
  id: string;
  email: string;
  role: string;
  storeId: string | null;
  storeName: string | null;
  inviterName: string | null;
  /** The invitee's language; null: Portuguese (invitations made before decision 106). */
  language: Language | null;
  state: InvitationState;
  expiresAt: string;
  createdAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
  /** The link of a pending invitation whose e-mail was not sent (no SMTP): the inviter copies it. */
  link: string | null;
};

/** The rows with their store's and inviter's names. */
export const invitationSelect = {
  row: invitations,
  storeName: storeNameOf(invitations.store_id),
  inviterName: authUser.name,
};

export function selectInvitations(db: Executor) {
  return db
    .select(invitationSelect)
    .from(invitations)
    .leftJoin(authUser, eq(authUser.id, invitations.invited_by));
}

type Joined = { row: InvitationRow; storeName: string | null; inviterName: string | null };

const LINK = /https?:\/\/\S*accept-invitation\?token=[A-Za-z0-9_-]+/;

/**
 * The links of pending invitations as their latest e-mail in the outbox carries them, when that
 * e-mail was not sent (the shop has no SMTP, or sending failed). The table keeps only the token's
 * hash; the outbox keeps the message like any other e-mail.
 */
async function unsentLinks(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const rows = await messagesAbout(db, 'invitation', ids);
  for (const row of rows) {
    if (!row.relatedId || found.has(row.relatedId)) continue;
    const link = row.status === 'sent' ? null : (LINK.exec(row.body)?.[0] ?? null);
    found.set(row.relatedId, link ?? '');
  }
  for (const [id, link] of found) if (!link) found.delete(id);
  return found;
}

export async function toStaffInvitations(
  db: Executor,
  rows: Joined[],
  now: Date,
): Promise<StaffInvitation[]> {
  const states = rows.map((r) =>
    invitationState(
      { acceptedAt: r.row.accepted_at, revokedAt: r.row.revoked_at, expiresAt: r.row.expires_at },
      now,
    ),
  );
  const pending = rows.filter((_, i) => states[i] === 'pending').map((r) => r.row.id);
  const links = await unsentLinks(db, pending);
  return rows.map(({ row, storeName, inviterName }, i) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    storeId: row.store_id,
    storeName,
    inviterName,
    language: row.language,
    state: states[i]!,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    link: states[i] === 'pending' ? (links.get(row.id) ?? null) : null,
  }));
}

/**
 * Queues the invitation e-mail in the caller's transaction. `brandName` is read before the
 * transaction: on the embedded database a read outside it would wait for it forever.
 */
export async function queueInvitationEmail(
  ctx: AccountsContext,
  tx: Executor,
  input: {
    id: string;
    email: string;
    role: string;
    storeId: string | null;
    inviterName: string;
    token: string;
    brandName: string;
    language: Language | null;
  },
) {
  const name = input.storeId ? await storeName(tx, input.storeId) : null;
  const mail = invitationEmail({
    inviterName: input.inviterName,
    brandName: input.brandName,
    role: input.role,
    storeName: name,
    link: acceptInvitationLink(await ctx.linkBase(tx), input.token),
    validDays: INVITATION_TTL_MS / 86_400_000,
    language: input.language,
  });
  await ctx.messaging.queueEmail(tx, {
    to: input.email,
    subject: mail.subject,
    text: mail.body,
    purpose: 'invitation',
    relatedId: input.id,
  });
}
