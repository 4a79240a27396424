import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/web/lib/use-page-title';
import Dashboard from './dashboard';
import './i18n';

/** /admin/painel: the dashboard on its own page (the panel's home shows it too). */
export default function DashboardPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('title'));
  return (
    <div className="space-y-8">
      <header className="max-w-2xl">
        <h1 className="text-4xl text-ink">{t('title')}</h1>
        <p className="mt-3 text-lg text-ink-soft">{t('lead')}</p>
      </header>
      <Dashboard />
    </div>
  );
}
