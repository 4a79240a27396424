import { type AnyColumn, and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { usersUnified } from './schema';

/** A customer as coupon sending lists them: who they are, whether they may be messaged, their last order. */
export type CustomerRecipientRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  is_verified: boolean;
  lastOrderAt: Date | string | null;
  /** The SMS consent on the profile, as stored (decision 077). */
  smsConsent: unknown;
  /** Her preferred language: the coupon's text is written in it (decision 086). */
  language: string | null;
};

/**
 * What the caller adds about each customer, as SQL on the customer's auth user id: their last
 * order (orders own it and come after accounts, so the caller brings the fragment), and more
 * conditions for a search, given that id and the last-order fragment.
 */
export type RecipientSql = {
  lastOrderAt: (authUserId: AnyColumn) => SQL<Date | null>;
  conditions?: (authUserId: AnyColumn, lastOrderAt: SQL<Date | null>) => (SQL | undefined)[];
};

const CUSTOMER_ROLES = ['customer', 'cliente'];

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

function recipientColumns(lastOrderAt: SQL<Date | null>) {
  return {
    id: usersUnified.id,
    name: sql<string>`coalesce(nullif(trim(${usersUnified.full_name}), ''), ${usersUnified.email})`,
    email: usersUnified.email,
    phone: sql<string | null>`${usersUnified.metadata}->>'phone'`,
    // A suspended account is not active for sending (decision 034's suspension stops everything).
    is_active: sql<boolean>`(${usersUnified.is_active} and not ${usersUnified.is_suspended})`,
    is_verified: usersUnified.is_verified,
    lastOrderAt,
    smsConsent: sql<unknown>`${usersUnified.metadata}->'smsConsent'`,
    language: usersUnified.preferred_language,
  };
}

/** The customers a search by name, e-mail or phone finds (with the caller's conditions), by name, up to `limit`. */
export async function searchCustomerRecipients(
  ex: Executor,
  q: string,
  extra: RecipientSql,
  limit: number,
): Promise<CustomerRecipientRow[]> {
  const lastOrderAt = extra.lastOrderAt(usersUnified.auth_user_id);
  const columns = recipientColumns(lastOrderAt);
  const like = `%${escapeLike(q.toLowerCase())}%`;
  return ex
    .select(columns)
    .from(usersUnified)
    .where(
      and(
        inArray(usersUnified.role, CUSTOMER_ROLES),
        q
          ? sql`(lower(coalesce(${usersUnified.full_name}, '')) like ${like} or lower(${usersUnified.email}) like ${like} or coalesce(${usersUnified.metadata}->>'phone', '') like ${like})`
          : undefined,
        ...(extra.conditions?.(usersUnified.auth_user_id, lastOrderAt) ?? []),
      ),
    )
    .orderBy(asc(columns.name), asc(usersUnified.id))
    .limit(limit);
}

/** The customers with these profile ids (any order; unknown ids and staff are left out). */
export async function customerRecipientsByIds(
  ex: Executor,
  ids: readonly string[],
  extra: Pick<RecipientSql, 'lastOrderAt'>,
): Promise<CustomerRecipientRow[]> {
  if (ids.length === 0) return [];
  return ex
    .select(recipientColumns(extra.lastOrderAt(usersUnified.auth_user_id)))
    .from(usersUnified)
    .where(and(inArray(usersUnified.id, [...ids]), inArray(usersUnified.role, CUSTOMER_ROLES)));
}
