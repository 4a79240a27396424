import { and, count, desc, eq, sql } from 'drizzle-orm';
import { KEYS } from '../../../../shared/messages';
import {
  anonymisedEmail,
  answerDueDate,
  isOverdue,
  mayRequestDeletion,
  type PrivacyRequestState,
} from '../../../../shared/privacy/rules';
import { PRIVACY_REQUESTS_PAGE_SIZE, type PrivacyRequestsQuery } from '../../../../shared/privacy/schemas';
import { AppError } from '../../../http/app-error';
import { type AuditActor, recordAudit } from '../../audit/public';
import { cartSessions } from '../../cart/schema';
import { contactMessages } from '../../contact/schema';
import { messages } from '../../messaging/schema';
import { orderEvents, orders } from '../../orders/schema';
import type { AccountsContext } from '../context';
import { privacyRequests } from '../privacy-schema';
import { authAccount, authSession, authUser, authVerification, legacyUsers, usersUnified } from '../schema';
import { contactOf, messagesOf, ordersOf, ownProfileRow, subjectOf } from './privacy-export';
import { type StaffViewer, userScope } from './users';

const r = privacyRequests;
const u = usersUnified;

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
export async function myOpenRequest(ctx: AccountsContext, authUserId: string) {
  const [row] = await ctx.db
    .select({ request: r })
    .from(r)
    .innerJoin(u, eq(u.id, r.profile_id))
    .where(and(eq(u.auth_user_id, authUserId), eq(r.state, 'open')));
  return row ? mine(row.request) : null;
}

/**
 * A customer asks for their account to be deleted (issue 16): one open request at a time (the
 * partial unique index settles two clicks at once), due in 15 business days. Staff accounts are
 * refused: an administrator closes them.
 */
export async function requestDeletion(ctx: AccountsContext, authUserId: string): Promise<MyPrivacyRequest> {
  const profile = await ownProfileRow(ctx.db, authUserId);
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
export async function listPrivacyRequests(
  ctx: AccountsContext,
  viewer: StaffViewer,
  q: PrivacyRequestsQuery,
) {
  const scope = userScope(viewer, ctx.customerOrders);
  const empty = { requests: [], total: 0, page: q.page, pageSize: PRIVACY_REQUESTS_PAGE_SIZE };
  if (scope === null) return empty;
  const where = and(scope, q.state === 'all' ? undefined : eq(r.state, q.state));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ request: r, user: { id: u.id, name: u.full_name, email: u.email } })
      .from(r)
      .innerJoin(u, eq(u.id, r.profile_id))
      .where(where)
      .orderBy(sql`${r.state} = 'open' desc`, r.due_date, desc(r.created_at))
      .limit(PRIVACY_REQUESTS_PAGE_SIZE)
      .offset((q.page - 1) * PRIVACY_REQUESTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(r).innerJoin(u, eq(u.id, r.profile_id)).where(where),
  ]);
  const now = ctx.now();
  return {
    requests: rows.map(
      (row): StaffPrivacyRequest => ({
        ...mine(row.request),
        overdue: isOverdue({ state: row.request.state, dueDate: row.request.due_date }, now),
        completedAt: row.request.completed_at?.toISOString() ?? null,
        user: row.user,
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
  ctx: AccountsContext,
  viewer: StaffViewer,
  actor: AuditActor,
  requestId: string,
) {
  const scope = userScope(viewer, ctx.customerOrders);
  if (scope === null) throw new AppError('not_found', KEYS.privacy.notFound);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: r, profile: u })
      .from(r)
      .innerJoin(u, eq(u.id, r.profile_id))
      .where(and(eq(r.id, requestId), scope))
      .for('update');
    if (!found) throw new AppError('not_found', KEYS.privacy.notFound);
    if (found.request.state !== 'open') throw new AppError('conflict', KEYS.privacy.notOpen);
    if (!mayRequestDeletion(found.profile.role)) throw new AppError('forbidden', KEYS.privacy.notCustomer);
    const subject = subjectOf(found.profile);
    const email = anonymisedEmail(subject.profileId);
    const orderIds = (await tx.select({ id: orders.id }).from(orders).where(ordersOf(subject))).map(
      (o) => o.id,
    );

    const removedMessages = await tx
      .delete(messages)
      .where(messagesOf(subject, orderIds))
      .returning({ id: messages.id });
    const removedContact = await tx
      .delete(contactMessages)
      .where(contactOf(subject))
      .returning({ id: contactMessages.id });
    await tx
      .update(orders)
      .set({
        customer_name: null,
        customer_email: email,
        customer_phone: null,
        notes: null,
        // City, state and ZIP stay with the purchase (sales tax); the street and unit go.
        delivery_address: sql`case when ${orders.delivery_address} is null then null else jsonb_build_object(
          'street', '', 'unit', null, 'city', ${orders.delivery_address}->>'city',
          'state', ${orders.delivery_address}->>'state', 'zip', ${orders.delivery_address}->>'zip') end`,
        updated_at: now,
      })
      .where(ordersOf(subject));
    await tx.delete(legacyUsers).where(sql`lower(${legacyUsers.email}) = ${subject.email.toLowerCase()}`);
    await tx
      .update(u)
      .set({
        email,
        full_name: null,
        metadata: { anonymised_at: now.toISOString() },
        preferences: {},
        department: null,
        is_active: false,
        is_verified: false,
        last_login_at: null,
        managed_by: actor.userId,
        updated_at: now,
      })
      .where(eq(u.id, subject.profileId));
    if (subject.authUserId) {
      const id = subject.authUserId;
      // The order history named them as the one who placed the order.
      await tx.update(orderEvents).set({ actor_name: null }).where(eq(orderEvents.actor_user_id, id));
      await tx.delete(cartSessions).where(eq(cartSessions.user_id, id));
      await tx.delete(authSession).where(eq(authSession.userId, id));
      await tx.delete(authAccount).where(eq(authAccount.userId, id));
      await tx.delete(authVerification).where(eq(authVerification.value, id));
      await tx
        .update(authUser)
        .set({ name: '', email, emailVerified: false, image: null, updatedAt: now })
        .where(eq(authUser.id, id));
    }
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
        messages_deleted: removedMessages.length,
        contact_messages_deleted: removedContact.length,
      },
    });
    return { authUserId: subject.authUserId, ordersKept: orderIds.length };
  });
  if (done.authUserId) {
    await ctx.revocations.revoke(done.authUserId, now);
    ctx.profiles.invalidate(done.authUserId);
  }
  return { ordersKept: done.ordersKept };
}
