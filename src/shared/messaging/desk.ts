import { z } from 'zod';
import { dayEnd, dayStart } from '../coupons/admin-schema';
import { calendarDate } from '../dates';
import { KEYS, type MessageKey, type MessageParams } from '../messages';
import { previewForLog } from './templates';

/**
 * The message desk (issue 18, decision 043): every message the outbox holds, for admins. The
 * states, kinds and channels mirror the outbox table (server/modules/messaging/schema.ts); a
 * test keeps the two lists equal.
 */
export const DESK_CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export const DESK_STATES = ['queued', 'sending', 'sent', 'failed', 'blocked', 'not_configured'] as const;
export const DESK_KINDS = [
  'welcome',
  'admin_notice',
  'coupon',
  'password_reset',
  'invitation',
  'order_update',
  'contact',
  'email_verification',
  'order_notice',
  'account_exists',
  'account_unlock',
  'sign_in_change',
  'sign_in_factor',
  'low_stock',
] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];
export type DeskState = (typeof DESK_STATES)[number];
export type DeskKind = (typeof DESK_KINDS)[number];

/** The states staff may send again (decision 005): a fixed configuration, a provider back. */
export const RETRYABLE_STATES = ['failed', 'not_configured'] as const satisfies readonly DeskState[];
export const isRetryable = (state: DeskState) => (RETRYABLE_STATES as readonly string[]).includes(state);

export const DESK_PAGE_SIZE = 25;

const K = KEYS.messageDesk;
/** A day of the range, within the shop's (9999-12-31 was a 500, issue 34). */
const day = calendarDate(K.filterInvalid);

const kindAndChannel = {
  kind: z.enum(DESK_KINDS, { message: K.filterInvalid }).optional(),
  channel: z.enum(DESK_CHANNELS, { message: K.filterInvalid }).optional(),
};

const dayRange = {
  from: day.optional(),
  to: day.optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/** The list's filters without the page: state, kind, channel and a day range (shop's zone). */
const deskFilters = {
  ...kindAndChannel,
  state: z.enum(DESK_STATES, { message: K.filterInvalid }).optional(),
  ...dayRange,
};

/**
 * POST /api/messages/staff/retry: every failed or not-configured message the list's filters
 * select — a day range, a kind, a channel, a state (decision 050) — whatever page is shown.
 */
export const deskRetryQuerySchema = z
  .object(deskFilters)
  .refine(rangeInOrder, { message: K.filterInvalid, path: ['to'] });
export type DeskRetryFilters = z.output<typeof deskRetryQuerySchema>;

/** GET /api/messages/staff: state, kind, channel, a day range (shop's zone) and the page. */
export const deskListQuerySchema = z
  .object({
    ...deskFilters,
    page: z.coerce
      .number({ message: K.filterInvalid })
      .int(K.filterInvalid)
      .min(1, K.filterInvalid)
      .max(10_000, K.filterInvalid)
      .optional()
      .default(1),
  })
  .refine(rangeInOrder, { message: K.filterInvalid, path: ['to'] });
export type DeskListQuery = z.input<typeof deskListQuerySchema>;
export type DeskListFilters = z.output<typeof deskListQuerySchema>;

/** The instants a day range covers, in the shop's zone (the same days the coupons use). */
export const deskRange = (q: { from?: string | undefined; to?: string | undefined }) => ({
  from: q.from ? dayStart(q.from) : null,
  to: q.to ? dayEnd(q.to) : null,
});

export const deskIdParams = z.object({ id: z.uuid({ message: K.idInvalid }) });

/** SPEC §9's first 100 characters (previewForLog), on one line for the list. */
export const deskPreview = (body: string): string => previewForLog(body.replace(/\s+/g, ' ').trim());

/** A row of the desk's list. */
export type DeskRow = {
  id: string;
  channel: DeskChannel;
  recipient: string;
  kind: DeskKind;
  state: DeskState;
  attempts: number;
  /** The reason in Portuguese (logs, API users); its key and parameters for the panel's language. */
  lastError: string | null;
  lastErrorKey: MessageKey | null;
  lastErrorParams: MessageParams | null;
  subject: string | null;
  preview: string;
  createdAt: string;
  sentAt: string | null;
};

/** One message opened: the row and its whole text. */
export type DeskMessage = DeskRow & { body: string; nextAttemptAt: string; updatedAt: string };

/** How a channel is doing, for the admin home's banner. */
export type ChannelHealth = {
  channel: DeskChannel;
  configured: boolean;
  /** The channel's latest finished message (last 24 h) failed, or waits on a retry after an error. */
  failing: boolean;
  lastError: string | null;
  lastErrorKey: MessageKey | null;
  lastErrorParams: MessageParams | null;
};

/** True when the admin home should warn about a channel. */
/** SMS is optional (decision 077): a shop without it is fine until an SMS fails or waits for it. */
export const needsAttention = (h: ChannelHealth) => h.failing || (!h.configured && h.channel !== 'sms');
