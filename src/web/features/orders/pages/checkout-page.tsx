import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { Form, FormError, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { useCardAvailability } from '@/web/features/orders/api/card-payment';
import { useCheckCoupon } from '@/web/features/orders/api/check-coupon';
import { useQuote } from '@/web/features/orders/api/get-quote';
import { usePlaceOrder } from '@/web/features/orders/api/place-order';
import { addressBookKeys } from '@/web/lib/address-book';
import { ApiError } from '@/web/lib/api-error';
import { useCountryFollowsDefault, useDefaultPhoneCountry } from '@/web/lib/phone-default';
import { useAuth } from '@/web/lib/session/auth-context';
import { useSettings } from '@/web/lib/settings';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { usePlaceGuestOrder } from '../api/guest-order';
import { CardReturn } from '../components/card-return';
import { CardTimingNote } from '../components/card-timing-note';
import { CheckoutStep } from '../components/checkout-step';
import { ContactSection } from '../components/contact-section';
import { type AppliedCoupon, CouponField } from '../components/coupon-field';
import { DeliverySection } from '../components/delivery-section';
import { GuestSection } from '../components/guest-section';
import { ItemsSection } from '../components/items-section';
import { OrderSummary } from '../components/order-summary';
import { PaymentSection } from '../components/payment-section';
import { PhoneBar } from '../components/phone-bar';
import { WindowPicker } from '../components/window-picker';
import { type CardAttempt, forgetCardAttempt, readCardAttempt, saveCardAttempt } from '../lib/card-attempt';
import { checkoutDeposit } from '../lib/checkout-deposit';
import {
  type CheckoutForm,
  checkoutSchema,
  completeZip,
  guestCheckoutSchema,
  initialForm,
  toGuestInput,
  toInput,
} from '../lib/checkout-form';
import { checkoutHold } from '../lib/checkout-hold';
import { checkoutKey, forgetCheckoutKey } from '../lib/checkout-key';
import { isComplete } from '../lib/checkout-steps';
import { checkoutFigures } from '../lib/checkout-total';
import { useCheckoutSteps } from '../lib/use-checkout-steps';
import { useStepWords } from '../lib/use-step-words';
import { useStoreChange } from '../lib/use-store-change';
import '@/web/features/orders/i18n';

/**
 * /checkout: a signed-in customer's, or a visitor's as a guest (issue 38, decision 096: her e-mail
 * and name, no password; her order opens by its signed link afterwards). Which of the two is
 * decided once, so not before her session has been read: a signed-in customer who opened
 * /checkout directly (a reload, a bookmark) got the guest's empty form and an empty cart.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  const { loading } = useAuth();
  if (loading)
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  return <Checkout />;
}

function Checkout() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { user, profile } = useAuth();
  // Decided once: signing in on the way (another tab) does not switch the form under her.
  const [guest] = useState(() => !user);
  const defaultCountry = useDefaultPhoneCountry();
  const [params] = useSearchParams();
  // Back from Stripe's page without a hold (decision 081): the order, and the attempt this browser kept.
  const returnedId = params.get('pagamento') === 'voltou' ? (params.get('pedido') ?? '') : '';
  const [attempt] = useState<CardAttempt | null>(() => (returnedId ? readCardAttempt(returnedId) : null));
  const form = useZodForm<typeof checkoutSchema, CheckoutForm>(guest ? guestCheckoutSchema : checkoutSchema, {
    // A pre-order's page opens the checkout on the campaign day chosen there (`?dia=`, issue 41).
    defaultValues: attempt?.form ?? {
      ...initialForm(profile, defaultCountry),
      date: params.get('dia') ?? '',
      ...(guest ? { email: '', fullName: '' } : {}),
    },
  });
  useCountryFollowsDefault(form, 'phoneCountry', 'phone', !(profile?.country && profile.phone));
  const refuse = useServerRefusal(form);
  const server = useServerMessages();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // One key per checkout attempt, kept in sessionStorage until its order is on screen: a retry,
  // a double click or a reload sends the same key and gets the same order (decisions 016 and 032).
  const [idempotencyKey] = useState(checkoutKey);
  // Set while an answer was lost and the same order is being asked for again.
  const [confirming, setConfirming] = useState(false);
  const fulfilment = form.watch('fulfilment');
  const zip = form.watch('address.zip') ?? '';
  const pickupStore = form.watch('storeId') ?? '';
  const quote = useQuote(
    fulfilment,
    fulfilment === 'delivery' ? completeZip(zip) : '',
    fulfilment === 'pickup' ? pickupStore : '',
    guest,
  );
  useStoreChange(form, quote.data?.storeId);
  const figures = quote.data ? checkoutFigures(quote.data, fulfilment, coupon?.discountCents ?? 0) : null;
  // The steps on a phone (decision 104): complete by the checkout's own schema and the quote.
  const steps = useCheckoutSteps(
    form,
    guest ? guestCheckoutSchema : checkoutSchema,
    quote.data
      ? {
          delivery: fulfilment === 'delivery',
          zoneKnown: quote.data.zone !== null,
          missingForMinimumCents: figures?.missing ?? 0,
        }
      : null,
  );
  const words = useStepWords(
    form.getValues(),
    quote.data,
    steps.state,
    coupon?.code ?? null,
    figures?.missing ?? 0,
  );
  // A pre-order's page opens the checkout on the campaign day chosen there (`?dia=`, issue 41),
  // chosen again whenever the days offered change (another way of receiving clears the day).
  const wantedDay = params.get('dia');
  useEffect(() => {
    if (wantedDay && !form.getValues('date') && quote.data?.windows.some((w) => w.date === wantedDay))
      form.setValue('date', wantedDay);
  }, [wantedDay, quote.data, form]);
  const checkCoupon = useCheckCoupon(guest);
  const place = usePlaceOrder({ onRetry: () => setConfirming(true) });
  const placeGuest = usePlaceGuestOrder({ onRetry: () => setConfirming(true) });
  const queryClient = useQueryClient();
  const availability = useCardAvailability();
  // A guest pays on delivery or by transfer (decision 096); the card stays with accounts for now.
  const cardAvailable = !guest && availability.data?.card === true;
  const settings = useSettings().data;
  // Set while the browser leaves for Stripe's hosted page.
  const [redirecting, setRedirecting] = useState(false);
  const paymentMethod = form.watch('paymentMethod');
  // The card is offered only when the shop takes it: a card chosen earlier falls back to the first manual method.
  useEffect(() => {
    if (paymentMethod === 'card' && availability.isSuccess && !cardAvailable)
      form.setValue('paymentMethod', 'pay_on_delivery');
  }, [paymentMethod, availability.isSuccess, cardAvailable, form]);

  /** Leaves for the hosted page, keeping what is needed to come back to the same order. */
  const goPay = (url: string, kept: CardAttempt) => {
    saveCardAttempt(kept);
    forgetCheckoutKey();
    setRedirecting(true);
    window.location.assign(url);
  };
  const tryAgain = async () => {
    if (!attempt) return;
    try {
      const result = await place.mutateAsync({ input: attempt.input, key: attempt.key });
      const url = 'payment' in result ? result.payment.url : null;
      if (url) goPay(url, attempt);
      else form.setError('root.server', { message: t('payment.returned') });
    } catch (error) {
      form.setError('root.server', { message: server.error(error, t('loadError')) });
    }
  };

  const applyCoupon = async () => {
    form.clearErrors('couponCode');
    const refused = (message: string) =>
      form.setError('couponCode', { type: 'server', message }, { shouldFocus: true });
    try {
      const result = await checkCoupon.mutateAsync(form.getValues('couponCode'));
      if (result.ok) setCoupon({ code: result.code, discountCents: result.discountCents });
      else refused(server.message(result.key, undefined, result.params) ?? result.message);
    } catch (error) {
      refused(server.error(error, t('loadError')));
    }
  };

  const onSubmit = async () => {
    const values = form.getValues();
    setConfirming(false);
    try {
      if (guest) {
        const placed = await placeGuest.mutateAsync({
          input: toGuestInput(values, coupon?.code ?? null, quote.data?.storeId),
          key: idempotencyKey,
        });
        forgetCheckoutKey();
        navigate(`${paths.guestOrder}?token=${encodeURIComponent(placed.token)}&novo=1`);
        return;
      }
      const input = toInput(values, coupon?.code ?? null, quote.data?.storeId);
      const result = await place.mutateAsync({ input, key: idempotencyKey });
      const { order } = result;
      // "Save this address" went into her address book with the order (decision 097).
      if (values.saveAddress) void queryClient.invalidateQueries({ queryKey: addressBookKeys.all });
      // A card order: Stripe's page holds the amount; it sends the customer back to the success page.
      const url = 'payment' in result ? result.payment.url : null;
      if (url) return goPay(url, { orderId: order.id, key: idempotencyKey, input, form: values });
      forgetCheckoutKey();
      forgetCardAttempt();
      navigate(`${paths.orderSuccess}?pedido=${order.id}`);
    } catch (error) {
      setConfirming(false);
      if (!(error instanceof ApiError) || error.status >= 500) {
        // Still no answer after the retries: the order may exist. Pressing again sends the same
        // key, so it can only find that order, never make a second one.
        form.setError('root.server', { message: t('confirming.failed') });
        return;
      }
      // A refused coupon goes back to its field, with the reason under it.
      if (server.fields(error).couponCode) setCoupon(null);
      refuse(error, t('loadError'), { fields: () => true, alert: 'always' });
      // A field refused in a folded step: that step opens, so the message is in sight.
      steps.revealErrors(Object.keys(server.fields(error)));
      // The lines may have changed (stock, prices): read the quote again, keeping what was typed.
      void quote.refetch();
    }
  };

  if (quote.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (quote.isError || !quote.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <FormAlert>{server.error(quote.error, t('loadError'))}</FormAlert>
        <Button className="mt-6" onClick={() => void quote.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const data = quote.data;
  const stepProps = (id: 'delivery' | 'contact' | 'review', index: number) => ({
    id,
    index,
    collapsed: steps.collapsed[id],
    complete: isComplete(steps.state, id),
    summary: words.summary(id),
    onEdit: () => steps.edit(id),
    onContinue: () => void steps.continueFrom(id),
  });
  const placing = place.isPending || placeGuest.isPending;
  const placed = place.isSuccess || placeGuest.isSuccess;
  if (data.lines.length === 0 && !placing && !placed) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14">
        <EmptyState icon={ShoppingBasket} heading="h1" title={t('empty.title')} body={t('empty.body')}>
          <Link to={paths.products} className={buttonVariants({ size: 'lg' })}>
            {t('empty.cta')}
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-4xl text-ink">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('lead')}</p>
      <Form
        form={form}
        onSubmit={onSubmit}
        onInvalid={(errors) => {
          form.setError('root.server', { message: t('errors.fix') });
          steps.revealErrors(Object.keys(errors));
        }}
        className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 max-lg:pb-28 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]"
      >
        <div className="space-y-6">
          {returnedId && (
            <CardReturn
              orderId={returnedId}
              onTryAgain={attempt ? () => void tryAgain() : undefined}
              retrying={redirecting || place.isPending}
            />
          )}
          <FormError />
          <CheckoutStep {...stepProps('delivery', 1)}>
            <DeliverySection quote={data} />
            <WindowPicker windows={data.windows} preorder={data.preorder} />
          </CheckoutStep>
          <CheckoutStep {...stepProps('contact', 2)}>
            {guest && <GuestSection />}
            <ContactSection />
            <PaymentSection
              cardAvailable={cardAvailable}
              holdCents={checkoutHold(data, fulfilment, coupon?.discountCents ?? 0, settings)}
              depositCents={checkoutDeposit(data, fulfilment, coupon?.discountCents ?? 0)}
            />
            <CardTimingNote windows={data.windows} />
          </CheckoutStep>
          <CheckoutStep {...stepProps('review', 3)} onContinue={undefined}>
            <ItemsSection lines={data.lines} />
            <CouponField
              applied={coupon}
              checking={checkCoupon.isPending}
              onApply={() => void applyCoupon()}
              onRemove={() => setCoupon(null)}
            />
          </CheckoutStep>
        </div>
        <OrderSummary
          quote={data}
          fulfilment={fulfilment}
          discountCents={coupon?.discountCents ?? 0}
          // Still disabled once placed, while the success page loads: never a second press.
          placing={placing || placed || redirecting}
          redirecting={redirecting}
          confirming={confirming}
          stillMissing={words.missing ?? undefined}
        />
        <PhoneBar
          totalCents={figures?.total ?? data.subtotalCents}
          estimate={data.lines.some((l) => l.pricePerKgCents !== null)}
          missing={words.missing}
          alerted={steps.alerted}
          blocked={(figures?.missing ?? 0) > 0}
          placing={placing || placed || redirecting}
          redirecting={redirecting}
          confirming={confirming}
          onEarly={steps.early}
        />
      </Form>
    </div>
  );
}
