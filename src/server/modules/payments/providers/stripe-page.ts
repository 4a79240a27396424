import type Stripe from 'stripe';

/** What every hosted page of ours is opened with (the order's card page, the saved-card and deposit pages). */
type PageRequest = {
  orderId: string;
  locale: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** The Checkout Session fields every one of our hosted pages shares: the order, language, way back and life. */
export const pageBase = (request: PageRequest) => ({
  client_reference_id: request.orderId,
  locale: request.locale.startsWith('pt') ? ('pt-BR' as const) : ('en' as const),
  success_url: request.successUrl,
  cancel_url: request.cancelUrl,
  expires_at: Math.floor(request.expiresAt.getTime() / 1000),
});

/** The page the customer is sent to, as the payments module keeps it. */
export const pageOf = (session: Stripe.Checkout.Session) => ({
  sessionId: session.id,
  url: session.url ?? '',
  expiresAt: new Date(session.expires_at * 1000),
});
