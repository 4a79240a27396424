import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';

/** The coupons section's pages below its own, relative to it (declared in ./section.tsx). */
export const couponPages = { create: 'novo', send: 'enviar', job: 'envios/:id' } as const;

const base = ADMIN_SECTIONS.coupons.path;
export const newCouponPath = `${base}/${couponPages.create}`;
export const couponPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
/** The sending screens (decision 044): choose coupons and customers, then follow a bulk send. */
export const sendCouponsPath = `${base}/${couponPages.send}`;
export const sendJobPath = (id: string) => `${base}/envios/${encodeURIComponent(id)}`;
