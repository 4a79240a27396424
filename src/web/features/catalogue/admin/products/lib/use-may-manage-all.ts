import { staffMay } from '@/shared/permissions/admin-sections';
import { useAuth } from '@/web/lib/session/auth-context';

/** Whether the signed-in person may create, duplicate, delete and move products (admin+, decision 030). */
export function useMayManageAll(): boolean {
  const { profile } = useAuth();
  return staffMay(profile?.role, 'manage_all_products');
}

/** Whether the signed-in person may change products (manage_products); an operator only reads them (decision 070). */
export function useMayEditProducts(): boolean {
  const { profile } = useAuth();
  return staffMay(profile?.role, 'manage_products');
}
