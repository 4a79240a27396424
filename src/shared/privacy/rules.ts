import { isAHoliday } from '@18f/us-federal-holidays';
import { addDays, localParts, weekdayOf } from '../delivery/zoned-time';
import { normalizeRole } from '../permissions/roles';
import { SHOP_TIME_ZONE } from '../shop-time';

/**
 * Privacy requests (issue 16, decision 047), as the privacy policy promises them
 * (`src/shared/legal/privacy-*.ts`, checked by rules.test.ts): an answer within 15 business days;
 * purchase data kept 5 years after the purchase, everything else deleted or anonymised.
 */
export const ANSWER_BUSINESS_DAYS = 15;
export const PURCHASE_RETENTION_YEARS = 5;
/** The shop is in Georgia: its business days are the shop clock's days (decision 102). */
export { SHOP_TIME_ZONE };

export const PRIVACY_REQUEST_STATES = ['open', 'completed'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

/**
 * Whether a calendar date (YYYY-MM-DD) is a business day: Monday to Friday and not a US federal
 * holiday as observed (a Saturday holiday on the Friday before, a Sunday one on the Monday after;
 * New Year's Day on a Saturday on 31 December) — the calendar of 18F's `@18f/us-federal-holidays`
 * (decision 049). The shop is in Georgia; Georgia's own state holidays are not counted.
 */
export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return !isAHoliday(new Date(`${date}T12:00:00Z`), { utc: true });
}

/** A date plus n business days; a weekend or holiday date counts from the next business day. */
export function addBusinessDays(date: string, days: number): string {
  let day = date;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** The last day to answer a request made at `requestedAt` (a calendar date in the shop's zone). */
export function answerDueDate(requestedAt: Date, timeZone = SHOP_TIME_ZONE): string {
  return addBusinessDays(localParts(requestedAt, timeZone).date, ANSWER_BUSINESS_DAYS);
}

/** Whether an open request is past its due date on `now` (in the shop's zone). */
export function isOverdue(
  request: { state: PrivacyRequestState; dueDate: string },
  now: Date,
  timeZone = SHOP_TIME_ZONE,
): boolean {
  return request.state === 'open' && localParts(now, timeZone).date > request.dueDate;
}

/**
 * Who may ask to be deleted from their profile: customers. A staff account is closed by an
 * administrator (demoted first), never by itself; an operator has no profile page of the kind.
 */
export function mayRequestDeletion(role: string | null | undefined): boolean {
  return (normalizeRole(role) ?? 'customer') === 'customer';
}

/** The e-mail an anonymised account and its orders keep: unique, unroutable (.invalid, RFC 2606). */
export const anonymisedEmail = (profileId: string) => `removed-${profileId}@anonymised.invalid`;

/** The year until which an order's purchase data is kept. */
export const purchaseKeptUntil = (orderedAt: Date) =>
  new Date(
    Date.UTC(
      orderedAt.getUTCFullYear() + PURCHASE_RETENTION_YEARS,
      orderedAt.getUTCMonth(),
      orderedAt.getUTCDate(),
    ),
  );

/**
 * The instant before which a purchase's 5 years are over on `now`: an order placed before it has
 * `purchaseKeptUntil(placedAt) <= now` (same calendar arithmetic in UTC), so the purge may remove it.
 */
export const purchasesExpiredBefore = (now: Date) =>
  new Date(
    Date.UTC(now.getUTCFullYear() - PURCHASE_RETENTION_YEARS, now.getUTCMonth(), now.getUTCDate() + 1),
  );
