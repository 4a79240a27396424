import { registerNamespace } from '../../../lib/i18n';
import { coupons as couponsEn } from '../../../locales/en/coupons';
import { orders as ordersEn } from '../../../locales/en/orders';
import { productsAdmin as productsAdminEn } from '../../../locales/en/products-admin';
import { reports as reportsEn } from '../../../locales/en/reports';
import { coupons as couponsPt } from '../../../locales/pt-BR/coupons';
import { orders as ordersPt } from '../../../locales/pt-BR/orders';
import { productsAdmin as productsAdminPt } from '../../../locales/pt-BR/products-admin';
import { reports as reportsPt } from '../../../locales/pt-BR/reports';

// Loaded with the dashboard and export screens only (decision 004). The names of order statuses,
// coupon states and stock states come from their areas' namespaces (registering one twice, as the
// order desk does with orders, is harmless).
registerNamespace('reports', reportsPt, reportsEn);
registerNamespace('orders', ordersPt, ordersEn);
registerNamespace('coupons', couponsPt, couponsEn);
registerNamespace('productsAdmin', productsAdminPt, productsAdminEn);
