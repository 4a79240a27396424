import { registerNamespace } from '../../../lib/i18n';
import { orders as ordersEn } from '../../../locales/en/orders';
import { users as usersEn } from '../../../locales/en/users';
import { orders as ordersPt } from '../../../locales/pt-BR/orders';
import { users as usersPt } from '../../../locales/pt-BR/users';

// Loaded with the admin panel's users screens only (decision 004).
registerNamespace('users', usersPt, usersEn);
// The orders' status names, for a person's orders (the same words as the order desk).
registerNamespace('orders', ordersPt, ordersEn);
