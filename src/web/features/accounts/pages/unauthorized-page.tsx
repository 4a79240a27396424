import '../i18n';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { AuthShell } from '../components/auth-shell';

export default function UnauthorizedPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell title={t('unauthorized.title')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
          <ShieldAlert aria-hidden="true" className="size-8" />
        </span>
        <p className="text-ink-soft">{t('unauthorized.body')}</p>
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'sm:flex-1' })}>
            {t('unauthorized.home')}
          </Link>
          <Link
            to={paths.login}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            {t('unauthorized.login')}
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
