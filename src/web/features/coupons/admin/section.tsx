import { TicketPercent } from 'lucide-react';
import { couponsSection } from '@/shared/coupons/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';
import { couponPages } from './paths';

export const couponsScreen = defineAdminScreen(couponsSection, {
  icon: TicketPercent,
  title: 'sections.coupons.title',
  description: 'sections.coupons.description',
  namespace: 'coupons',
  pages: [
    { path: '', load: () => import('./coupons-page') },
    { path: couponPages.create, load: () => import('./coupon-page'), crumb: 'sections.coupons.new' },
    { path: couponPages.send, load: () => import('./send-page'), crumb: 'sections.coupons.send' },
    { path: couponPages.job, load: () => import('./send-job-page'), crumb: 'sections.coupons.job' },
    { path: ':id', load: () => import('./coupon-page'), crumb: 'sections.coupons.item' },
  ],
});
