import { useTranslation } from 'react-i18next';
import type { IntegrationCard } from '@/shared/integrations/cards';
import { AdminPageHeader } from '@/web/components/admin/page-header';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useIntegrationCards } from './api/integrations-api';
import { EmailCard } from './components/email-card';
import { GoogleReviewsCard } from './components/google-reviews-card';
import { GoogleSignInCard } from './components/google-sign-in-card';
import { PublicAddressCard } from './components/public-address-card';
import { SmsCard } from './components/sms-card';
import { StripeCard } from './components/stripe-card';
import { WhatsAppCard } from './components/whatsapp-card';
import './i18n';

/**
 * /admin/integracoes (manage_system_settings; decision 076): a card per integration with its state
 * in words, what it is used for, its form and a test send. SMS, Stripe and Google reviews join as
 * cards of their own.
 */
export default function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  usePageTitle(t('title'));
  const server = useServerMessages();
  const query = useIntegrationCards();
  const cards = query.data?.cards;
  const find = <I extends IntegrationCard['id']>(id: I) =>
    cards?.find((card) => card.id === id) as IntegrationCard<I> | undefined;
  const email = find('email');
  const whatsapp = find('whatsapp');
  const sms = find('sms');
  const stripe = find('stripe');
  return (
    <div>
      <AdminPageHeader title={t('title')} lead={t('lead')} />
      <div className="mt-6">
        {query.data ? (
          <div className="max-w-4xl space-y-6">
            {email && <EmailCard card={email} />}
            {whatsapp && <WhatsAppCard card={whatsapp} httpsOnly={query.data.httpsOnly} />}
            {sms && <SmsCard card={sms} />}
            {find('google_reviews') && <GoogleReviewsCard card={find('google_reviews')!} />}
            {stripe && <StripeCard card={stripe} mode={query.data.stripeMode} />}
            {find('google_sign_in') && <GoogleSignInCard card={find('google_sign_in')!} />}
            {find('public_address') && (
              <PublicAddressCard card={find('public_address')!} linkBase={query.data.linkBase} />
            )}
          </div>
        ) : query.isPending ? (
          <div role="status" className="max-w-4xl space-y-6">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-96 rounded-3xl" />
            <Skeleton className="h-96 rounded-3xl" />
          </div>
        ) : (
          <div className="space-y-4">
            <FormAlert>{server.error(query.error, t('loadError'))}</FormAlert>
            <Button onClick={() => query.refetch()}>{t('retry')}</Button>
          </div>
        )}
      </div>
    </div>
  );
}
