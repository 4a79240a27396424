import { ClipboardList } from 'lucide-react';
import { ordersSection } from '@/shared/orders/admin-section';
import { defineAdminScreen } from '@/web/components/admin/admin-screen';

export const ordersScreen = defineAdminScreen(ordersSection, {
  icon: ClipboardList,
  title: 'sections.orders.title',
  description: 'sections.orders.description',
  namespace: 'admin',
  pages: [
    { path: '', load: () => import('./orders-desk') },
    { path: 'dia', load: () => import('./day-sheet-page'), crumb: 'sections.orders.daySheet' },
    { path: 'rota', load: () => import('./route-sheet-page'), crumb: 'sections.orders.routeSheet' },
    { path: ':id', load: () => import('./order-desk-detail'), crumb: 'sections.orders.item' },
    { path: ':id/etiquetas', load: () => import('./labels/labels-page'), crumb: 'sections.orders.labels' },
  ],
});
