import { registerNamespace } from '@/web/lib/i18n';
import { coupons as couponsEn } from '@/web/locales/en/coupons';
import { coupons as couponsPt } from '@/web/locales/pt-BR/coupons';

// Loaded with the admin panel's coupons screens only (decision 004).
registerNamespace('coupons', couponsPt, couponsEn);
