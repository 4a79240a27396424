import { registerNamespace } from '../../lib/i18n';
import { orders as ordersEn } from '../../locales/en/orders';
import { reports as reportsEn } from '../../locales/en/reports';
import { orders as ordersPt } from '../../locales/pt-BR/orders';
import { reports as reportsPt } from '../../locales/pt-BR/reports';

// Loaded with the dashboard and export screens only (decision 004); the status names come from
// the orders namespace (registering it twice, as the order desk does too, is harmless).
registerNamespace('reports', reportsPt, reportsEn);
registerNamespace('orders', ordersPt, ordersEn);
