/** Card payments (issue 36): the English of the `payment` message group. */
export const paymentErrors = {
  payment: {
    cardUnavailable: 'Card payment is not available right now. Choose another way to pay.',
    providerDown: 'We could not reach the payment processor. Please try again in a moment.',
    providerRefused: 'The payment processor refused: {{detail}}',
    notCard: 'This order is not paid by card.',
    notAuthorized: 'This order has no card hold to charge or release.',
    busy: 'Another payment action on this order is under way. Refresh the page.',
    notWeighed: 'Weigh every item sold by weight before charging.',
    notCaptured: 'Only a payment already charged can be refunded.',
    refundNotPositive: 'Enter a refund amount above zero.',
    refundTooLarge: 'The refund can be at most {{max}}.',
    reasonRequired: 'Enter the reason for the refund.',
    refundFirst: 'This order was already charged to the card: refund it before cancelling.',
    declined: 'The bank declined the card. Try another card or another way to pay.',
    insufficientFunds: 'The card has insufficient funds. Try another card or another way to pay.',
    failed: 'The payment was not completed. Please try again.',
    expired: 'The time to pay for this order ran out. It was cancelled and your cart can be used again.',
    webhookInvalid: 'Invalid webhook signature.',
  },
} as const;
