import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditHistorySearch } from '@/shared/audit/schemas';
import { ADMIN_SECTIONS, mayUseSection } from '@/shared/permissions/admin-sections';
import { useAuth } from '@/web/lib/session/auth-context';
import { buttonVariants } from '../ui/button';

/**
 * "Histórico": the audit viewer filtered on one record (decision 053), shown only to those who
 * may open it (view_audit_logs). `entity` is the record's kind as the audit log names it.
 */
export function AuditHistoryLink({ entity, id }: { entity: string; id: string }) {
  const { t } = useTranslation('admin');
  const { profile } = useAuth();
  if (!mayUseSection(profile?.role, 'auditLog')) return null;
  return (
    <Link
      to={`${ADMIN_SECTIONS.auditLog.path}?${auditHistorySearch(entity, id)}`}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      <History aria-hidden="true" />
      {t('auditHistory')}
    </Link>
  );
}
