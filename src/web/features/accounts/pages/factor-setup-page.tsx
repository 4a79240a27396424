import '../factors-i18n';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/shared/routes';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AuthShell } from '../components/auth-shell';
import { FactorsCard } from '../factors/factors-card';

/**
 * /auth/two-step: a super_admin or admin whose second factor is required sets it up here before
 * anything else (decision 089); the server refuses them every staff route until then.
 */
export default function FactorSetupPage() {
  const { t } = useTranslation('factors');
  const { session, loading } = useAuth();
  const navigate = useNavigate();
  usePageTitle(t('title'));
  if (loading) return null;
  if (!session) return <Navigate to={paths.login} replace />;
  return (
    <AuthShell title={t('title')} subtitle={session.factorSetupNeeded ? t('requiredLead') : t('lead')}>
      <div className="mb-4 flex justify-center">
        <ShieldCheck aria-hidden="true" className="size-8 text-brand" />
      </div>
      <FactorsCard onSatisfied={() => navigate(paths.admin, { replace: true })} />
    </AuthShell>
  );
}
