import { and, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import {
  anonymiseAccount,
  isProfileInScope,
  isProfileOfAuthUser,
  lockProfile,
  profileNames,
  profileOfAuthUser,
  type StaffViewer,
} from '@/server/modules/accounts/public';
import { type AuditActor, recordAudit } from '@/server/modules/audit/public';
import { deleteUserCarts } from '@/server/modules/cart/public';
import { deleteContactMessagesFrom } from '@/server/modules/contact/public';
import { deletePersonMessages } from '@/server/modules/messaging/public';
import {
  anonymiseCustomerOrders,
  customerOrderIds,
  customerOrders,
  forgetOrderActor,
} from '@/server/modules/orders/public';
import { KEYS } from '@/shared/messages';
import {
  anonymisedEmail,
  answerDueDate,
  isOverdue,
  mayRequestDeletion,
  type PrivacyRequestState,
} from '@/shared/privacy/rules';
import { PRIVACY_REQUESTS_PAGE_SIZE, type PrivacyRequestsQuery } from '@/shared/privacy/schemas';
import type { PrivacyContext } from '../context';
import { privacyRequests } from '../schema';
import { customerOf, personOf, subjectOf } from './privacy-export';

const r = privacyRequests;

export type MyPrivacyRequest = {
  id: string;
  state: PrivacyRequestState;
  requestedAt: string;
  dueDate: string;
};

const mine = (row: typeof r.$inferSelect): MyPrivacyRequest => ({
  id: row.id,
  state: row.state,
  requestedAt: row.created_at.toISOString(),
  dueDate: row.due_date,
});

/** The signed-in customer's open deletion request, if any (their profile page shows it). */
export async function myOpenRequest(ctx: PrivacyContext, authUserId: string) {
  const [row] = await ctx.db
    .select()
    .from(r)
    .where(and(isProfileOfAuthUser(ctx.db, r.profile_id, authUserId), eq(r.state, 'open')));
  return row ? mine(row) : null;
}

/**
 * A customer asks for their account to be deleted (issue 16): one open request at a time (the
 * partial unique index settles two clicks at once), due in 15 business days. Staff accounts are
 * refused: an administrator closes them.
 */
export async function requestDeletion(ctx: PrivacyContext, authUserId: string): Promise<MyPrivacyRequest> {
  const profile = await profileOfAuthUser(ctx.db, authUserId);
  if (!profile) throw new AppError('not_found', KEYS.privacy.notFound);
  if (!mayRequestDeletion(profile.role)) throw new AppError('forbidden', KEYS.privacy.staffAccount);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(r)
    .values({ profile_id: profile.id, due_date: answerDueDate(now), created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', KEYS.privacy.alreadyOpen);
  ctx.logger.info({ requestId: row.id }, 'privacy: deletion requested');
  return mine(row);
}

export type StaffPrivacyRequest = MyPrivacyRequest & {
  overdue: boolean;
  completedAt: string | null;
  user: { id: string; name: string | null; email: string };
};

/** The privacy requests a viewer may carry out (a manager: their store's customers), due first. */
export async function listPrivacyRequests(ctx: PrivacyContext, viewer: StaffViewer, q: PrivacyRequestsQuery) {
  const scope = isProfileInScope(ctx.db, r.profile_id, viewer, customerOrders);
  const empty = { requests: [], total: 0, page: q.page, pageSize: PRIVACY_REQUESTS_PAGE_SIZE };
  if (scope === null) return empty;
  const where = and(scope, q.state === 'all' ? undefined : eq(r.state, q.state));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(r)
      .where(where)
      .orderBy(sql`${r.state} = 'open' desc`, r.due_date, desc(r.created_at))
      .limit(PRIVACY_REQUESTS_PAGE_SIZE)
      .offset((q.page - 1) * PRIVACY_REQUESTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(r).where(where),
  ]);
  const users = new Map(
    (await profileNames(ctx.db, [...new Set(rows.map((row) => row.profile_id))])).map((p) => [p.id, p]),
  );
  const now = ctx.now();
  return {
    requests: rows.map(
      (row): StaffPrivacyRequest => ({
        ...mine(row),
        overdue: isOverdue({ state: row.state, dueDate: row.due_date }, now),
        completedAt: row.completed_at?.toISOString() ?? null,
        // The profile is there: the request's foreign key deletes it with the profile.
        user: users.get(row.profile_id)!,
      }),
    ),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: PRIVACY_REQUESTS_PAGE_SIZE,
  };
}

/**
 * Carries out a deletion request (issue 16), in one transaction with its audit entry: the account
 * is anonymised (name, e-mail, phone, address and preferences replaced, its password and sessions
 * deleted, so it can never sign in again); its orders stay for the 5 years the privacy policy
 * gives purchase data, with their personal fields anonymised (name, e-mail, phone, street, notes);
 * its messages, contact-form messages, cart and legacy record are deleted. Only customer accounts,
 * and only within the viewer's scope (a manager: customers of their store's orders).
 */
export async function completeDeletion(
  ctx: PrivacyContext,
  viewer: StaffViewer,
  actor: AuditActor,
  requestId: string,
) {
  const scope = isProfileInScope(ctx.db, r.profile_id, viewer, customerOrders);
  if (scope === null) throw new AppError('not_found', KEYS.privacy.notFound);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(r)
      .where(and(eq(r.id, requestId), scope))
      .for('update');
    const profile = request && (await lockProfile(tx, request.profile_id));
    if (!request || !profile) throw new AppError('not_found', KEYS.privacy.notFound);
    if (request.state !== 'open') throw new AppError('conflict', KEYS.privacy.notOpen);
    if (!mayRequestDeletion(profile.role)) throw new AppError('forbidden', KEYS.privacy.notCustomer);
    const subject = subjectOf(profile);
    const customer = customerOf(subject);
    const email = anonymisedEmail(subject.profileId);
    const orderIds = await customerOrderIds(tx, customer);

    const messagesDeleted = await deletePersonMessages(tx, personOf(subject), orderIds);
    const contactDeleted = await deleteContactMessagesFrom(tx, subject.email);
    await anonymiseCustomerOrders(tx, customer, email, now);
    if (subject.authUserId) {
      // The order history named them as the one who placed the order.
      await forgetOrderActor(tx, subject.authUserId);
      await deleteUserCarts(tx, subject.authUserId);
    }
    await anonymiseAccount(tx, subject, { email, by: actor.userId, now });
    await tx
      .update(r)
      .set({ state: 'completed', completed_at: now, completed_by: actor.userId, updated_at: now })
      .where(eq(r.id, requestId));
    // No personal data in the log: what was done and how much, never what it was.
    await recordAudit(tx, {
      actor,
      action: 'anonymise',
      entityType: 'user',
      entityId: subject.profileId,
      before: { privacy_request: requestId, state: 'open' },
      after: {
        state: 'completed',
        orders_kept_anonymised: orderIds.length,
        messages_deleted: messagesDeleted,
        contact_messages_deleted: contactDeleted,
      },
    });
    return { authUserId: subject.authUserId, ordersKept: orderIds.length };
  });
  if (done.authUserId) await ctx.accounts.revokeSessions(done.authUserId, now);
  return { ordersKept: done.ordersKept };
}
