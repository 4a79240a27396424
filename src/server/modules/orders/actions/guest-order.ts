import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { accountOfEmail, type ClaimedAccountInput, createGuestUser } from '@/server/modules/accounts/public';
import { adoptVisitorCart } from '@/server/modules/cart/public';
import type { Language } from '@/shared/i18n/language';
import { hasUuidShape } from '@/shared/ids';
import { type GuestOrderValues, guestOrderLink } from '@/shared/orders/guest';
import type { Customer, OrdersContext } from '../context';
import { GUEST_USER_PREFIX } from '../customer-data';
import type { GuestLinks } from '../guest-link';
import { orders } from '../schema';
import { placeOrder } from './place-order';

/** What guest checkout needs besides the orders' context (decision 096). */
export type GuestCheckout = {
  links: GuestLinks;
  /** The shop's public address (decision 121), for the signed link in the confirmation. */
  linkBase: (ex: Executor) => Promise<string>;
  /** The accounts module's door: the account "Criar conta com um clique" writes. */
  createClaimedAccount: (
    tx: Executor,
    input: ClaimedAccountInput,
  ) => Promise<{ userId: string; profileId: string }>;
};

type OrderRow = typeof orders.$inferSelect;

const invalidLink = () => new AppError('not_found', 'order.guestLinkInvalid');

/**
 * The guest user of one checkout: the same visitor cart and the same Idempotency-Key give the same
 * id, so a retried submit finds its first order (decision 016) and nobody else's.
 */
const guestUserId = (cartId: string, key: string) =>
  `${GUEST_USER_PREFIX}${createHash('sha256').update(`${cartId}:${key}`).digest('base64url').slice(0, 32)}`;

/** The guest as the order keeps her: e-mail, phone and name typed at checkout. */
const guestCustomer = (
  userId: string,
  row: Pick<OrderRow, 'customer_email' | 'customer_name' | 'customer_phone'>,
): Customer => ({
  userId,
  profileId: null,
  email: row.customer_email,
  name: row.customer_name,
  phone: row.customer_phone,
});

/**
 * A visitor's order (issue 38): her guest user and the visitor cart taken in the checkout's own
 * transaction, then every step a signed-in checkout runs (cart rules, coupon, window, stock), the
 * confirmation carrying the signed link. Card payments stay with accounts for now.
 */
export async function placeGuestOrder(
  ctx: OrdersContext,
  guest: GuestCheckout,
  cartId: string | null,
  key: string,
  input: GuestOrderValues,
  language: Language,
) {
  if (input.paymentMethod === 'card')
    throw new AppError('validation_failed', 'order.guestCardLater', {
      fields: { paymentMethod: [{ key: 'order.guestCardLater' }] },
    });
  if (!cartId) throw new AppError('validation_failed', 'order.guestCartMissing');
  const userId = guestUserId(cartId, key);
  const { email, fullName, ...order } = input;
  const customer: Customer = { userId, profileId: null, email, name: fullName, phone: input.phone };
  const placed = await placeOrder(ctx, customer, key, order, language, {
    prepare: async (tx) => {
      await createGuestUser(tx, { id: userId });
      await adoptVisitorCart(tx, cartId, userId);
    },
    link: async (tx, orderId) => guestOrderLink(await guest.linkBase(tx), guest.links.token(orderId, userId)),
  });
  return { ...placed, token: guest.links.token(placed.orderId, userId) };
}

/** The order a signed link opens, while its guest user still holds it (404 otherwise: forged, other order, claimed). */
export async function orderOfLink(
  ex: Executor,
  links: GuestLinks,
  token: string,
  lock = false,
): Promise<OrderRow> {
  const id = links.orderIdOf(token);
  if (!hasUuidShape(id)) throw invalidLink();
  const query = ex.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !links.matches(token, row.id, row.customer_user_id)) throw invalidLink();
  return row;
}

/** Whether the order's e-mail signs in to an account (the page then offers sign-in, not a new account). */
export const hasAccount = (ex: Executor, email: string) => accountOfEmail(ex, email).then(Boolean);

/** The guest's own cancel (the signed-in customer's rule and move), as the guest user. */
export async function guestCustomerOf(ex: Executor, links: GuestLinks, token: string): Promise<Customer> {
  const row = await orderOfLink(ex, links, token);
  return guestCustomer(row.customer_user_id, row);
}

/** Moves every order of the guest user to the account (its profile too), in the caller's transaction. */
async function joinOrders(
  tx: Executor,
  guestId: string,
  account: { userId: string; profileId: string | null },
) {
  await tx
    .update(orders)
    .set({ customer_user_id: account.userId, customer_profile_id: account.profileId, updated_at: sql`now()` })
    .where(eq(orders.customer_user_id, guestId));
}

/**
 * "Criar conta com um clique" (decision 096): with the signed link, an account for the order's
 * e-mail with the password she chose, and the order joins it — one transaction. An e-mail that
 * already signs in somewhere is refused (409): she signs in to it and joins the order from there.
 */
export async function claimGuestOrder(
  ctx: OrdersContext,
  guest: GuestCheckout,
  token: string,
  password: string,
  language: Language,
): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await orderOfLink(tx, guest.links, token, true);
    if (await accountOfEmail(tx, row.customer_email)) throw new AppError('conflict', 'order.guestHasAccount');
    const account = await guest.createClaimedAccount(tx, {
      email: row.customer_email,
      fullName: row.customer_name ?? row.customer_email,
      password,
      phone: row.customer_phone,
      language: row.language ?? language,
    });
    await joinOrders(tx, row.customer_user_id, account);
    return { email: row.customer_email };
  });
}

/**
 * The order joins the signed-in account when its e-mail is the order's (the link and the account's
 * own sign-in together prove it); another e-mail is refused, so a link never lands in a stranger's account.
 */
export async function joinGuestOrder(
  ctx: OrdersContext,
  links: GuestLinks,
  token: string,
  account: { userId: string; profileId: string | null; email: string },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await orderOfLink(tx, links, token, true);
    if (row.customer_email.trim().toLowerCase() !== account.email.trim().toLowerCase())
      throw new AppError('forbidden', 'order.guestJoinOtherEmail');
    await joinOrders(tx, row.customer_user_id, account);
    return row.id;
  });
}
