import { CheckCircle2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { guestClaimSchema } from '@/shared/orders/guest';
import { paths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { call, client } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/session/auth-context';
import { useSettings } from '@/web/lib/settings';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useGuestClaim, useGuestJoin, useGuestOrder } from '../api/guest-order';
import { CancelOrderButton } from '../components/cancel-order-button';
import { OrderDetailView } from '../components/order-detail-view';
import '../i18n';

/** Her orders' page, after a claim or a join: a full load, so the new session is read from its cookie. */
const openMyOrders = (orderId: string) => window.location.assign(`${paths.myOrders}?pedido=${orderId}`);

/** "Criar conta com um clique": a password, the account, signed in, her orders. */
function ClaimForm({ token, email, orderId }: { token: string; email: string; orderId: string }) {
  const { t } = useTranslation('checkout');
  const claim = useGuestClaim(token);
  const form = useZodForm(guestClaimSchema, { defaultValues: { password: '' } });
  const refuse = useServerRefusal(form);
  const onSubmit = async () => {
    const { password } = form.getValues();
    try {
      await claim.mutateAsync(password);
      await call(client.accounts.login.$post({ json: { email, password } }));
      openMyOrders(orderId);
    } catch (error) {
      refuse(error, t('loadError'));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="mt-4 grid gap-4 sm:max-w-md">
      <FormError />
      <FormField
        control={form.control}
        name="password"
        label={t('guest.password')}
        hint={t('guest.passwordHint')}
      >
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </FormField>
      <Button type="submit" size="lg" disabled={claim.isPending || claim.isSuccess}>
        <UserPlus aria-hidden="true" />
        {t('guest.claim')}
      </Button>
    </Form>
  );
}

/** The e-mail has an account: sign in to it (back here), then the order joins it. */
function JoinPanel({ token, email, orderId }: { token: string; email: string; orderId: string }) {
  const { t } = useTranslation('checkout');
  const { user } = useAuth();
  const server = useServerMessages();
  const join = useGuestJoin(token);
  const here = `${paths.guestOrder}?token=${encodeURIComponent(token)}`;
  return (
    <div className="mt-4 space-y-3">
      <p className="text-ink-soft">{t('guest.hasAccountLead', { email })}</p>
      {join.isError && <FormAlert>{server.error(join.error, t('loadError'))}</FormAlert>}
      {user ? (
        <Button
          onClick={() => join.mutate(undefined, { onSuccess: () => openMyOrders(orderId) })}
          disabled={join.isPending}
        >
          {t('guest.join')}
        </Button>
      ) : (
        <Link to={paths.login} state={{ from: here }} className={buttonVariants()}>
          {t('guest.signInToJoin')}
        </Link>
      )}
    </div>
  );
}

/**
 * /pedido?token=…: a guest's order opened by the signed link of her confirmation (issue 38,
 * decision 096), the same view "Meus Pedidos" shows, her own cancel while it awaits confirmation,
 * and her account in one click (or, when the e-mail has one, sign-in and the order joins it).
 */
export default function GuestOrderPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const justPlaced = params.get('novo') === '1';
  const query = useGuestOrder(token);
  const zelle = useSettings().data?.zelleRecipient ?? '';
  // The heading stays "received" while she stays on the page (her claim does not rename it).
  const [placed] = useState(justPlaced);
  const title = placed ? t('guest.placedTitle') : t('guest.orderTitle');
  usePageTitle(title);
  if (query.isPending && token) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <FormAlert>{t('guest.invalid')}</FormAlert>
        <Link to={paths.login} className={buttonVariants({ className: 'mt-6' })}>
          {t('success.viewOrders')}
        </Link>
      </div>
    );
  }
  const { order, email, hasAccount } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="rounded-3xl bg-charcoal p-8 text-cream sm:p-10">
        <CheckCircle2 aria-hidden="true" className="size-10 text-gold" />
        <h1 className="mt-4 text-4xl text-white">{title}</h1>
        <p className="mt-2 text-lg text-cream/90">{t('guest.placedLead', { number: order.number, email })}</p>
        {/* Paying by Zelle, she needs to know to whom, as the signed-in success page says (issue 38). */}
        {order.paymentMethod === 'bank_transfer' && zelle && order.paymentStatus !== 'confirmed' && (
          <p className="mt-4 rounded-2xl bg-white/5 p-4 text-sm text-cream/90 ring-1 ring-white/10">
            {t('success.stepZelle', { recipient: zelle, number: order.number })}
          </p>
        )}
      </div>
      <section
        aria-labelledby="guest-account"
        className="mt-8 rounded-3xl bg-white p-6 ring-1 ring-line sm:p-8"
      >
        <h2 id="guest-account" className="text-2xl text-ink">
          {hasAccount ? t('guest.hasAccountTitle') : t('guest.claimTitle')}
        </h2>
        {hasAccount ? (
          <JoinPanel token={token} email={email} orderId={order.id} />
        ) : (
          <>
            <p className="mt-2 text-ink-soft">{t('guest.claimLead', { email })}</p>
            <ClaimForm token={token} email={email} orderId={order.id} />
          </>
        )}
      </section>
      <div className="mt-8 space-y-4">
        <CancelOrderButton order={order} guestToken={token} />
        <OrderDetailView order={order} />
      </div>
    </div>
  );
}
