// The messaging module's door (STYLE habit 16): what other modules and the composition root may use.
// Nothing else in this folder is imported from outside it; the layering check enforces it.
export { insertClaimedCouponMessage, messageStatuses } from './coupon-outbox';
export {
  BULK_PAUSE_MS,
  type CouponRecipient,
  type CouponSendResult,
  type CouponToSend,
  createCouponSending,
} from './coupons';
export { createMessageDesk } from './desk';
export { messageDeskRoutes } from './desk-routes';
export { queueMessage } from './outbox';
export {
  deleteMessagesAbout,
  deletePersonMessages,
  type MessagePerson,
  personMessages,
  personMessagesWhere,
} from './personal-data';
export { recordOutcome } from './queue';
export { messagesAbout, type RelatedMessage } from './related-messages';
export { failedMessageCount } from './report-reads';
export { type RetentionStep, startRetentionPurge } from './retention';
export { openLinks, REDACTED_TOKEN, SEALED_LINK_PURPOSES, withSealedLinks } from './sealed-links';
export { createMessagingService, type MessagingService, outboxPhone } from './service';
export { isOptedOut, optOutOf, recordOptOut, smsOptOutsOf } from './sms-opt-outs';
export { smsWebhookRoutes } from './sms-webhook';
export {
  createConfiguredTransports,
  createIntegrationTester,
  healthOf,
} from './transports/from-config';
export { transportsFromEnv } from './transports/from-env';
export type { OutboxReason, SendOutcome, Transports } from './transports/types';
export { withdrawQueuedMessages } from './withdraw';
export { startWorker } from './worker';
