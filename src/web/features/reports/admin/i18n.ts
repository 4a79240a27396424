import { registerNamespace } from '@/web/lib/i18n';
import { coupons as couponsEn } from '@/web/locales/en/coupons';
import { orders as ordersEn } from '@/web/locales/en/orders';
import { productsAdmin as productsAdminEn } from '@/web/locales/en/products-admin';
import { reports as reportsEn } from '@/web/locales/en/reports';
import { coupons as couponsPt } from '@/web/locales/pt-BR/coupons';
import { orders as ordersPt } from '@/web/locales/pt-BR/orders';
import { productsAdmin as productsAdminPt } from '@/web/locales/pt-BR/products-admin';
import { reports as reportsPt } from '@/web/locales/pt-BR/reports';

// Loaded with the dashboard and export screens only (decision 004). The names of order statuses,
// coupon states and stock states come from their areas' namespaces (registering one twice, as the
// order desk does with orders, is harmless).
registerNamespace('reports', reportsPt, reportsEn);
registerNamespace('orders', ordersPt, ordersEn);
registerNamespace('coupons', couponsPt, couponsEn);
registerNamespace('productsAdmin', productsAdminPt, productsAdminEn);
