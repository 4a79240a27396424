import '../i18n';
import { Mail, MessageCircle, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { firstName } from '@/shared/names';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/session/auth-context';
import { AuthShell } from '../components/auth-shell';
import type { WelcomeState } from './register-page';

/** After sign-up (SPEC §4.2 step 5: already signed in). */
export default function WelcomePage() {
  const { t } = useTranslation('auth');
  const { profile, user } = useAuth();
  const state = useLocation().state as Partial<WelcomeState> | null;
  const name = firstName(state?.name ?? profile?.name ?? user?.name ?? '');
  // Only a welcome actually queued for WhatsApp is mentioned (none for a number it cannot reach).
  const whatsappWelcome = state?.whatsappWelcome === true;
  return (
    <AuthShell title={name ? t('welcome.title', { name }) : t('welcome.titleNoName')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        <p className="text-ink-soft">{t('welcome.body')}</p>
        <p
          data-check-email
          className="flex items-center gap-2 rounded-xl bg-parchment px-4 py-3 text-sm text-ink-soft"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand" />
          {t('welcome.checkEmail')}
        </p>
        {whatsappWelcome && (
          <p className="flex items-center gap-2 rounded-xl bg-parchment px-4 py-3 text-sm text-ink-soft">
            <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-whatsapp" />
            {t('welcome.whatsapp')}
          </p>
        )}
        <div className="flex w-full flex-col gap-3 sm:flex-row">
          <Link to={paths.products} className={buttonVariants({ size: 'lg', className: 'sm:flex-1' })}>
            {t('welcome.shop')}
          </Link>
          <Link
            to={paths.profile}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'sm:flex-1' })}
          >
            {t('welcome.panel')}
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
