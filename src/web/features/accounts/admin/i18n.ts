import { registerNamespace } from '@/web/lib/i18n';
import { orders as ordersEn } from '@/web/locales/en/orders';
import { users as usersEn } from '@/web/locales/en/users';
import { orders as ordersPt } from '@/web/locales/pt-BR/orders';
import { users as usersPt } from '@/web/locales/pt-BR/users';

// Loaded with the admin panel's users screens only (decision 004).
registerNamespace('users', usersPt, usersEn);
// The orders' status names, for a person's orders (the same words as the order desk).
registerNamespace('orders', ordersPt, ordersEn);
