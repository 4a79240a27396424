/**
 * How the audit log names a staff write on an order (decision 057): the entity `order` with the
 * order's id — what the order desk's "Histórico" link filters on (decision 053) — and one of these
 * actions. Each write records exactly one entry, in its own transaction.
 */
export const ORDER_AUDIT_ENTITY = 'order';

export const ORDER_AUDIT_ACTIONS = [
  /** A step along the status machine (confirmed, preparing, out for delivery…), not a cancellation. */
  'change_status',
  /** The status set to cancelled (stock, window place and, before payment, the coupon use given back). */
  'cancel',
  /** The payment marked confirmed by hand (and a pending order confirmed with it). */
  'confirm_payment',
  /** The scale's weights saved (decision 045). */
  'weigh',
  /** A paid transfer's weighing difference marked settled (decision 051). */
  'settle_weighing',
  /** A status move taken back: undone within its window, or stepped back with a reason (decision 080). */
  'undo_status',
  /** The order's lines fixed on the desk: added, removed, quantity or variation, substituted (decision 085). */
  'edit_order',
  /** Card payments (issue 36): the weighed total charged, the hold released, a refund, a change Stripe reported. */
  'capture_payment',
  'release_hold',
  'refund_payment',
  'payment_update',
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];
