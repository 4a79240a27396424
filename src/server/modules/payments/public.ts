// The payments module's door (STYLE habit 16, decision 067): what other modules and the composition
// root may use. Nothing else in this folder is imported from outside it.

export { orderIdsInPaymentState } from './order-filter';
export type { PaymentActor, PaymentOutcome, PaymentOutcomes } from './outcomes';
export { MANUAL_PROVIDER } from './providers/manual';
export { checkStripeAccount } from './providers/stripe-account';
export { PAYMENTS_WEBHOOK_PATH, paymentsWebhookRoutes } from './routes';
/** The payment row a checkout wrote (`prepareCard`), handed back to `openCheckout` after commit. */
export type { PaymentRow as PreparedCard } from './schema';
export { CARD_SESSION_MINUTES, createPaymentsService, type PaymentsService } from './service';
export { type StripeEnv, type StripeSettings, stripeFromEnv, stripeMode } from './stripe-config';
export { cardMoneyColumns, cardMoneySince } from './views';
