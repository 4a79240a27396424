import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { type StoreOption, storeOptions } from '@/server/modules/stores/public';
import type { AppProfile } from '@/shared/accounts/profile';
import { USERS_PAGE_SIZE, type UsersListQuery } from '@/shared/accounts/staff-schemas';
import {
  foldSearch,
  PHONE_SEARCH_MIN_DIGITS,
  searchDigits,
  USERS_COUNT_CAP,
} from '@/shared/accounts/user-search';
import { toCents } from '@/shared/money';
import { distinctAddresses } from '@/shared/orders/addresses';
import { requestedStoreScope, storeScope } from '@/shared/permissions/store-scope';
import type { CustomerOrderSql, CustomerOrders } from '../customer-orders';
import { usersUnified } from '../schema';

/** What the users area reads of the person asking: who they are, their role and their store. */
export type StaffViewer = Pick<AppProfile, 'id' | 'role' | 'store_id'>;

export type UserSummary = {
  id: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  role: string;
  role_level: number;
  store_id: string | null;
  department: string | null;
  is_active: boolean;
  is_verified: boolean;
  is_suspended: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  orders: number;
};

/** `totalCapped`: there are more than `total` (USERS_COUNT_CAP) — counting stopped there. */
export type UsersPage = {
  users: UserSummary[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
};

const u = usersUnified;
export const phoneOf = sql<string | null>`${u.metadata}->>'phone'`;
/** The profile's id written out with its table name: in a select list Drizzle leaves columns unqualified. */
export const PROFILE_ID = sql`users_unified.id`;

/** A profile as the one store-scope rule reads a viewer. */
const storeViewer = (viewer: StaffViewer) => ({ role: viewer.role, storeId: viewer.store_id });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who a viewer may list (§6 store access): super_admin and admin everyone (or one store when asked);
 * a manager the accounts of their own store and the customers who ordered from it; a manager
 * without a store nobody.
 */
export function userScope(
  viewer: StaffViewer,
  orders: Pick<CustomerOrderSql, 'orderedFrom'>,
  storeId?: string,
): SQL | undefined | null {
  const scope = requestedStoreScope(storeViewer(viewer), storeId);
  if (scope === 'forbidden' || scope.kind === 'none') return null;
  if (scope.kind === 'every') return undefined;
  // A store asked for by an admin is its accounts; a manager's is hers and its customers too.
  if (storeScope(storeViewer(viewer)).kind === 'every') return eq(u.store_id, scope.storeId);
  return or(eq(u.store_id, scope.storeId), orders.orderedFrom(u.id, scope.storeId));
}

const sorts = (orders: CustomerOrderSql) =>
  ({
    created_desc: [desc(u.created_at), desc(u.id)],
    created_asc: [asc(u.created_at), asc(u.id)],
    name_asc: [sql`lower(coalesce(${u.full_name}, ${u.email}))`, asc(u.id)],
    last_login_desc: [sql`${u.last_login_at} desc nulls last`, desc(u.id)],
    orders_desc: [sql`${orders.countOf(PROFILE_ID)} desc`, desc(u.created_at)],
  }) as const;

const summaryColumns = (orders: CustomerOrderSql) => ({
  id: u.id,
  email: u.email,
  full_name: u.full_name,
  phone: phoneOf,
  role: u.role,
  role_level: u.role_level,
  store_id: u.store_id,
  department: u.department,
  is_active: u.is_active,
  is_verified: u.is_verified,
  is_suspended: u.is_suspended,
  last_login_at: u.last_login_at,
  created_at: u.created_at,
  updated_at: u.updated_at,
  orders: orders.countOf(PROFILE_ID),
});

type SummaryRow = {
  [K in keyof ReturnType<typeof summaryColumns>]: K extends 'last_login_at'
    ? Date | null
    : K extends 'created_at' | 'updated_at'
      ? Date
      : UserSummary[K];
};

export const toSummary = (r: SummaryRow): UserSummary => ({
  ...r,
  last_login_at: r.last_login_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/**
 * The users list's filters as one condition (search, role, state, verified, within the viewer's
 * scope); null when the viewer may list nobody. The list and the customers' CSV export share it.
 */
export function usersWhere(
  viewer: StaffViewer,
  query: Omit<UsersListQuery, 'page' | 'sort'>,
  orders: Pick<CustomerOrderSql, 'orderedFrom'>,
): SQL | undefined | null {
  const scope = userScope(viewer, orders, query.storeId);
  if (scope === null) return null;
  const filters: (SQL | undefined)[] = [scope];
  if (query.q) {
    // Both sides folded alike, so the trigram indexes answer (decision 047).
    const digits = searchDigits(query.q);
    filters.push(
      or(
        sql`${u.search_text} like ${`%${escapeLike(foldSearch(query.q))}%`}`,
        digits.length >= PHONE_SEARCH_MIN_DIGITS ? sql`${u.phone_digits} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  if (query.role) {
    const aliases =
      query.role === 'manager'
        ? ['manager', 'gerente']
        : query.role === 'customer'
          ? ['customer', 'cliente']
          : [query.role];
    filters.push(sql`lower(${u.role}) in ${aliases}`);
  }
  if (query.state === 'suspended') filters.push(eq(u.is_suspended, true));
  if (query.state === 'inactive') filters.push(eq(u.is_active, false));
  if (query.state === 'active') filters.push(and(eq(u.is_active, true), eq(u.is_suspended, false)));
  if (query.verified !== undefined) filters.push(eq(u.is_verified, query.verified));
  return and(...filters);
}

/**
 * The users list of the admin panel (view_users): search, filters, sort and page (issue 16).
 * `orders` is the CustomerOrders port (the orders module's, wired in services.ts).
 */
export async function listUsers(
  db: Db,
  viewer: StaffViewer,
  query: UsersListQuery,
  orders: CustomerOrderSql,
): Promise<UsersPage> {
  const page = query.page;
  const empty = { users: [], total: 0, totalCapped: false, page, pageSize: USERS_PAGE_SIZE };
  const where = usersWhere(viewer, query, orders);
  if (where === null) return empty;
  const offset = (page - 1) * USERS_PAGE_SIZE;
  const read = async (x: Executor) => {
    const rows = await x
      .select(summaryColumns(orders))
      .from(u)
      .where(where)
      .orderBy(...sorts(orders)[query.sort])
      .limit(USERS_PAGE_SIZE)
      .offset(offset);
    // A page that is not full ends the list: its rows give the total, and counting would read
    // the same index a second time — half of a narrow search's cost (decision 049). An empty page
    // past the first may be past the end, so it is counted.
    if (rows.length < USERS_PAGE_SIZE && (rows.length > 0 || page === 1))
      return { rows, total: offset + rows.length };
    // The count stops at the cap: counting 50,000 rows on every page cost more than the page.
    const [count] = await x.select({ total: sql<number>`count(*)::int` }).from(
      x
        .select({ one: sql`1` })
        .from(u)
        .where(where)
        .limit(USERS_COUNT_CAP + 1)
        .as('capped'),
    );
    return { rows, total: count?.total ?? 0 };
  };
  // A search runs with the planner told the pages are in memory (random_page_cost 1.1, both
  // databases), or it priced the trigram indexes above a scan of every row (decision 047).
  const { rows, total } = query.q
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local random_page_cost = 1.1`);
        return read(tx);
      })
    : await read(db);
  return {
    users: rows.map(toSummary),
    total: Math.min(total, USERS_COUNT_CAP),
    totalCapped: total > USERS_COUNT_CAP,
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}

/** One account as the users area shows it, when the viewer's scope reaches it; else null. */
export async function findUser(
  db: Db,
  viewer: StaffViewer,
  id: string,
  orders: CustomerOrderSql,
): Promise<UserSummary | null> {
  const scope = userScope(viewer, orders);
  if (scope === null) return null;
  const [row] = await db
    .select(summaryColumns(orders))
    .from(u)
    .where(and(eq(u.id, id), scope));
  return row ? toSummary(row) : null;
}

export type UserOrder = {
  id: string;
  number: number;
  status: string;
  totalCents: number;
  storeId: string;
  createdAt: string;
};

/** A customer's orders (newest first; a manager's view only their store's) and the addresses used. */
export async function userActivity(db: Db, viewer: StaffViewer, profileId: string, orders: CustomerOrders) {
  const scope = storeScope(storeViewer(viewer));
  const rows =
    scope.kind === 'none'
      ? []
      : await orders.latestOf(db, profileId, scope.kind === 'store' ? scope.storeId : null, 50);
  const addresses = distinctAddresses(rows.map((r) => r.address));
  return {
    orders: rows.map(
      (r): UserOrder => ({
        id: r.id,
        number: r.number,
        status: r.status,
        totalCents: toCents(r.total),
        storeId: r.storeId,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    addresses,
  };
}

/** The stores the users area offers (a manager's own only), by name. */
export async function listStores(db: Db, viewer: StaffViewer): Promise<StoreOption[]> {
  const scope = storeScope(storeViewer(viewer));
  if (scope.kind === 'none') return [];
  return storeOptions(db, scope.kind === 'store' ? scope.storeId : undefined);
}
