import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';
import { type ProfileRow, savedAddressesOf } from '@/server/modules/accounts/public';
import { contactMessagesFrom } from '@/server/modules/contact/public';
import { type MessagePerson, personMessages, personMessagesWhere } from '@/server/modules/messaging/public';
import { customerOrderRows, type OrderCustomer, orderLineRows } from '@/server/modules/orders/public';
import { toCents } from '@/shared/money';
import { distinctAddresses } from '@/shared/orders/addresses';
import { formatOrderNumber } from '@/shared/orders/number';
import { privacyRequests } from '../schema';

/** Whose data a privacy action reads or removes: the profile, its auth user, its e-mail and phone. */
export type DataSubject = {
  profileId: string;
  authUserId: string | null;
  email: string;
  phone: string | null;
  /** Her e-mail is confirmed: only then do her unjoined guest orders count as hers (decision 096). */
  emailConfirmed?: boolean;
};

export const subjectOf = (row: ProfileRow): DataSubject => ({
  profileId: row.id,
  authUserId: row.auth_user_id,
  email: row.email,
  emailConfirmed: row.is_verified,
  phone: typeof row.metadata.phone === 'string' ? row.metadata.phone : null,
});

/** The subject's orders: placed by their auth user or linked to their profile. */
export const customerOf = (s: DataSubject): OrderCustomer => ({
  profileId: s.profileId,
  authUserId: s.authUserId,
  // Her guest orders with this e-mail, never joined to an account, once the e-mail is proven hers
  // (decision 096): an unconfirmed sign-up with someone's address never downloads her guest orders.
  email: s.emailConfirmed ? s.email : null,
});

/** The subject as the outbox finds their messages: their e-mail and phone, their profile and auth user. */
export const personOf = (s: DataSubject): MessagePerson => ({
  email: s.email,
  phone: s.phone,
  relatedIds: [s.profileId, ...(s.authUserId ? [s.authUserId] : [])],
});

/** Outbox messages sent to the subject or about them or their orders (messaging/personal-data.ts). */
export const messagesOf = (s: DataSubject, orderIds: string[]) => personMessagesWhere(personOf(s), orderIds);

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the shop holds about one account, for the customer's own download (issue 16, LGPD
 * access and portability): profile, saved address, orders with their lines and delivery addresses,
 * the messages sent to them and their contact-form messages, and their privacy requests.
 */
export async function exportPersonalData(db: Executor, row: ProfileRow, now: Date) {
  const s = subjectOf(row);
  const orderRows = await customerOrderRows(db, customerOf(s));
  const orderIds = orderRows.map((o) => o.id);
  const [lines, sent, contact, requests, book] = await readTogether(
    db,
    () => (orderIds.length ? orderLineRows(db, orderIds) : []),
    () => personMessages(db, personOf(s), orderIds),
    () => contactMessagesFrom(db, s.email),
    () =>
      db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.profile_id, s.profileId))
        .orderBy(desc(privacyRequests.created_at)),
    () => savedAddressesOf(db, s.profileId),
  );
  const meta = row.metadata;
  const text = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : null);
  const deliveryAddresses = distinctAddresses(orderRows.map((o) => o.delivery_address));
  return {
    format: 'brazil-prime-personal-data/1',
    exportedAt: now.toISOString(),
    profile: {
      name: row.full_name,
      email: row.email,
      phone: s.phone,
      role: row.role,
      emailConfirmed: row.is_verified,
      createdAt: iso(row.created_at),
      lastLoginAt: iso(row.last_login_at),
      preferences: row.preferences,
    },
    addresses: {
      /** Her profile's old single address, while it is too incomplete to be in the book (decision 108). */
      saved: text('address')
        ? {
            address: text('address'),
            city: text('city'),
            state: text('state'),
            zipCode: text('zipCode'),
            country: text('country'),
          }
        : null,
      /** Her address book (decision 097). */
      book,
      delivery: deliveryAddresses,
    },
    orders: orderRows.map((o) => ({
      number: formatOrderNumber(o.number),
      placedAt: iso(o.created_at),
      status: o.status,
      fulfilment: o.fulfilment_type,
      name: o.customer_name,
      email: o.customer_email,
      phone: o.customer_phone,
      deliveryAddress: o.delivery_address,
      deliveryDate: o.delivery_date,
      window: `${o.window_start}–${o.window_end}`,
      notes: o.notes,
      paymentMethod: o.payment_method,
      paymentStatus: o.payment_status,
      couponCode: o.coupon_code,
      totals: {
        subtotalCents: toCents(o.subtotal),
        discountCents: toCents(o.discount),
        deliveryFeeCents: toCents(o.delivery_fee),
        totalCents: toCents(o.total),
      },
      items: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({
          product: l.product_name,
          variation: l.variation_name,
          weightKg: l.weight_kg === null ? null : Number(l.weight_kg),
          quantity: l.quantity,
          unitPriceCents: toCents(l.unit_price),
          lineTotalCents: toCents(l.line_total),
          notes: l.notes,
        })),
    })),
    messages: sent.map((m) => ({
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      purpose: m.purpose,
      status: m.status,
      createdAt: iso(m.created_at),
      sentAt: iso(m.sent_at),
    })),
    contactMessages: contact.map((m) => ({
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      sentAt: iso(m.created_at),
    })),
    privacyRequests: requests.map((r) => ({
      kind: r.kind,
      state: r.state,
      requestedAt: iso(r.created_at),
      dueDate: r.due_date,
      completedAt: iso(r.completed_at),
    })),
  };
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;
