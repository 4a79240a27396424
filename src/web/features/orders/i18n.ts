import { registerNamespace } from '../../lib/i18n';
import { checkout as checkoutEn } from '../../locales/en/checkout';
import { orders as ordersEn } from '../../locales/en/orders';
import { checkout as checkoutPt } from '../../locales/pt-BR/checkout';
import { orders as ordersPt } from '../../locales/pt-BR/orders';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('checkout', checkoutPt, checkoutEn);
registerNamespace('orders', ordersPt, ordersEn);
