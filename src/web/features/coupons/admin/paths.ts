import { ADMIN_SECTIONS } from '../../../../shared/permissions/admin-sections';

/** The sending screens (decision 044): choose coupons and customers, then follow a bulk send. */
export const sendCouponsPath = `${ADMIN_SECTIONS.coupons.path}/enviar`;
export const sendJobPath = (id: string) => `${ADMIN_SECTIONS.coupons.path}/envios/${encodeURIComponent(id)}`;
