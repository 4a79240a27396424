import { registerNamespace } from '@/web/lib/i18n';
import { cardPayments as cardPaymentsEn } from '@/web/locales/en/card-payments';
import { checkout as checkoutEn } from '@/web/locales/en/checkout';
import { orders as ordersEn } from '@/web/locales/en/orders';
import { cardPayments as cardPaymentsPt } from '@/web/locales/pt-BR/card-payments';
import { checkout as checkoutPt } from '@/web/locales/pt-BR/checkout';
import { orders as ordersPt } from '@/web/locales/pt-BR/orders';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('checkout', checkoutPt, checkoutEn);
registerNamespace('orders', ordersPt, ordersEn);
registerNamespace('cardPayments', cardPaymentsPt, cardPaymentsEn);
