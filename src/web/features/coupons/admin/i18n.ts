import { registerNamespace } from '../../../lib/i18n';
import { coupons as couponsEn } from '../../../locales/en/coupons';
import { coupons as couponsPt } from '../../../locales/pt-BR/coupons';

// Loaded with the admin panel's coupons screens only (decision 004).
registerNamespace('coupons', couponsPt, couponsEn);
