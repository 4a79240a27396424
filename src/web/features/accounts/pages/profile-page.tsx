import '../i18n';
import {
  Fingerprint,
  KeyRound,
  LayoutDashboard,
  LogIn,
  Mail,
  MapPin,
  MessageSquareText,
  MonitorSmartphone,
  Package,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isStaffRole, normalizeRole } from '@/shared/permissions/roles';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/session/auth-context';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useIdentities } from '../api/google';
import { AddressBookCard } from '../components/address-book-card';
import { CreatePassword } from '../components/create-password';
import { EmailStatus } from '../components/email-status';
import { IdentitiesCard } from '../components/identities-card';
import { PasswordForm } from '../components/password-form';
import { PrivacyCard } from '../components/privacy-card';
import { ProfileForm } from '../components/profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';
import { SmsConsentCard } from '../components/sms-consent-card';
import { FactorsCard } from '../factors/factors-card';
import '../factors-i18n';
import '../sms-i18n';
import '../privacy-i18n';
import '../google-i18n';

function Card({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: typeof UserRound;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60 sm:p-7">
      <h2 className="flex items-center gap-2.5 text-xl text-ink">
        <Icon aria-hidden="true" className="size-5 text-brand" />
        {title}
      </h2>
      {hint && <p className="mt-1.5 text-sm text-ink-soft">{hint}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** /profile — "Meu Painel" for customers, "Perfil" for everyone else (SPEC §2.1). */
export default function ProfilePage() {
  const { t } = useTranslation(['auth', 'privacy', 'smsConsent', 'googleSignIn', 'factors', 'addresses']);
  const { user, profile } = useAuth();
  const role = normalizeRole(profile?.role);
  const title = role === 'customer' ? t('profile.titleCustomer') : t('profile.title');
  usePageTitle(title);
  // A Google-only account has no password to change: she creates one by e-mail (decision 102).
  const ways = useIdentities();
  const noPassword = ways.data?.hasPassword === false;
  if (!user) return null;
  const name = profile?.name ?? user.name;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{title}</p>
          <h1 className="mt-2 text-4xl text-ink">{t('profile.greeting', { name })}</h1>
          <p className="mt-2 break-all text-ink-soft">{user.email}</p>
          {role && role !== 'customer' && (
            <p className="mt-1 text-sm text-muted">
              {t('profile.role', { role: t(`profile.roles.${role}`) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {isStaffRole(role) && (
            <Link to={paths.admin} className={buttonVariants()}>
              <LayoutDashboard aria-hidden="true" />
              {t('profile.adminPanel')}
            </Link>
          )}
          <Link to={paths.myOrders} className={buttonVariants({ variant: 'secondary' })}>
            <Package aria-hidden="true" />
            {t('profile.myOrders')}
          </Link>
        </div>
      </header>

      <div className="mt-10 grid items-start gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <Card icon={UserRound} title={t('profile.personal')} hint={t('profile.personalHint')}>
            <ProfileForm profile={profile} fallbackName={user.name} />
          </Card>
          {(role === 'customer' || role === null) && (
            <Card icon={MapPin} title={t('addresses:book.title')} hint={t('addresses:book.hint')}>
              <AddressBookCard />
            </Card>
          )}
          {/* Two-step verification and passkeys (decision 089). */}
          <Card icon={Fingerprint} title={t('factors:title')} hint={t('factors:lead')}>
            <FactorsCard />
          </Card>
        </div>
        <div className="grid gap-6">
          <Card icon={Mail} title={t('profile.email')}>
            <EmailStatus email={user.email} verified={profile?.is_verified ?? false} />
          </Card>
          {(role === 'customer' || role === null) && (
            <Card icon={MessageSquareText} title={t('smsConsent:title')} hint={t('smsConsent:hint')}>
              <SmsConsentCard />
            </Card>
          )}
          {noPassword ? (
            <Card icon={KeyRound} title={t('profile.createPassword')} hint={t('profile.createPasswordHint')}>
              <CreatePassword email={user.email} />
            </Card>
          ) : (
            <Card icon={KeyRound} title={t('profile.password')} hint={t('profile.passwordHint')}>
              <PasswordForm />
            </Card>
          )}
          <Card icon={LogIn} title={t('googleSignIn:title')} hint={t('googleSignIn:hint')}>
            <IdentitiesCard customer={role === 'customer' || role === null} />
          </Card>
          <Card icon={MonitorSmartphone} title={t('profile.sessions')} hint={t('profile.sessionsHint')}>
            <SignOutEverywhere />
          </Card>
          <Card icon={ShieldCheck} title={t('privacy:title')} hint={t('privacy:hint')}>
            <PrivacyCard mayAskDeletion={role === 'customer' || role === null} />
          </Card>
        </div>
      </div>
    </div>
  );
}
