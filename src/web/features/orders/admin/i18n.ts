import { registerNamespace } from '@/web/lib/i18n';
import { admin as adminEn } from '@/web/locales/en/admin';
import { contactPanel as contactPanelEn } from '@/web/locales/en/contact-panel';
import { dayPlan as dayPlanEn } from '@/web/locales/en/day-plan';
import { admin as adminPt } from '@/web/locales/pt-BR/admin';
import { contactPanel as contactPanelPt } from '@/web/locales/pt-BR/contact-panel';
import { dayPlan as dayPlanPt } from '@/web/locales/pt-BR/day-plan';
import '../i18n';

// Loaded with the admin panel's code only (decision 004); status and payment labels come from `orders`.
registerNamespace('admin', adminPt, adminEn);
registerNamespace('dayPlan', dayPlanPt, dayPlanEn);
registerNamespace('contactPanel', contactPanelPt, contactPanelEn);
