import { ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { issueMessage, type MessageParams } from '../../../../shared/messages';
import { placeOrderSchema } from '../../../../shared/orders/schemas';
import { paths } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useUpdateProfile } from '../../../features/auth/api/update-profile';
import { useAuth } from '../../../features/auth/auth-context';
import { FormAlert } from '../../../features/auth/components/form-alert';
import { useCheckCoupon } from '../../../features/orders/api/check-coupon';
import { useQuote } from '../../../features/orders/api/get-quote';
import { usePlaceOrder } from '../../../features/orders/api/place-order';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerMessages } from '../../../lib/validation-messages';
import { usePageTitle } from '../catalogue/use-page-title';
import { type CheckoutForm, completeZip, initialForm, toInput } from './checkout-form';
import { type AppliedCoupon, CouponField } from './coupon-field';
import { DeliverySection } from './delivery-section';
import { ItemsSection } from './items-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { profileWithAddress } from './save-address';
import { WindowPicker } from './window-picker';
import '../../../features/orders/i18n';

/** A field's error: a message key (or a text of ours) and its values, rendered at each render. */
type Said = { key: string; params?: MessageParams };

/** A form-level alert: one of ours, or the server's refusal (shown in the interface language). */
type FormError = { key: 'errors.fix' | 'loadError' } | { server: ApiError };

/** /checkout (signed-in customers; the route guard sends visitors to sign in and back). */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { user, profile } = useAuth();
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(profile));
  const [errors, setErrors] = useState<Record<string, Said>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const server = useServerMessages();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // Made once per visit: a retry or a double click sends the same key and gets the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quote = useQuote(form.fulfilment, form.fulfilment === 'delivery' ? completeZip(form.zip) : '');
  const checkCoupon = useCheckCoupon();
  const place = usePlaceOrder();
  const saveProfile = useUpdateProfile();

  const set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'fulfilment' ? { date: '', windowId: '' } : {}) }));
    const field =
      key === 'street' || key === 'unit' || key === 'city' || key === 'state' || key === 'zip'
        ? `address.${key}`
        : key;
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const applyCoupon = async () => {
    setErrors(({ couponCode: _, ...rest }) => rest);
    try {
      const result = await checkCoupon.mutateAsync(form.couponCode);
      if (result.ok) setCoupon({ code: result.code, discountCents: result.discountCents });
      else setErrors((e) => ({ ...e, couponCode: { key: result.key, params: result.params } }));
    } catch (error) {
      setErrors((e) => ({ ...e, couponCode: { key: server.error(error, t('loadError')) } }));
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = toInput(form, coupon?.code ?? null);
    const parsed = placeOrderSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, Said> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issueMessage(issue);
      setErrors(fields);
      setFormError({ key: 'errors.fix' });
      return;
    }
    try {
      const { order } = await place.mutateAsync({ input, key: idempotencyKey });
      if (form.saveAddress && form.fulfilment === 'delivery' && user) {
        await saveProfile
          .mutateAsync(profileWithAddress(profile, user.name, form))
          .catch((error: unknown) => {
            notify('error', server.error(error, t('loadError')));
          });
      }
      navigate(`${paths.orderSuccess}?pedido=${order.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError({ key: 'loadError' });
        return;
      }
      const fields: Record<string, Said> = {};
      for (const [field, [first]] of Object.entries(error.body.fields ?? {}))
        if (first) fields[field] = first;
      if (fields.couponCode) setCoupon(null);
      setErrors(fields);
      setFormError({ server: error });
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
  // Kept as keys (the server's and the shared schema's); rendered in the interface language.
  const shown = Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [
      field,
      server.message(said.key, undefined, said.params) ?? said.key,
    ]),
  );
  if (data.lines.length === 0 && !place.isPending) {
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
      <form
        noValidate
        onSubmit={submit}
        className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]"
      >
        <div className="space-y-6">
          {formError && (
            <FormAlert>
              {'key' in formError ? t(formError.key) : server.error(formError.server, t('loadError'))}
            </FormAlert>
          )}
          <DeliverySection form={form} errors={shown} quote={data} set={set} />
          <WindowPicker
            form={form}
            errors={shown}
            windows={data.windows}
            choose={(date, windowId) => {
              setForm((f) => ({ ...f, date, windowId }));
              setErrors(({ windowId: _, date: __, ...rest }) => rest);
            }}
          />
          <ItemsSection form={form} errors={shown} lines={data.lines} set={set} />
          <CouponField
            value={form.couponCode}
            onChange={(v) => set('couponCode', v)}
            applied={coupon}
            error={shown.couponCode}
            checking={checkCoupon.isPending}
            onApply={() => void applyCoupon()}
            onRemove={() => setCoupon(null)}
          />
          <PaymentSection
            value={form.paymentMethod}
            onChange={(v) => set('paymentMethod', v)}
            error={shown.paymentMethod}
          />
        </div>
        <OrderSummary
          quote={data}
          fulfilment={form.fulfilment}
          discountCents={coupon?.discountCents ?? 0}
          placing={place.isPending}
        />
      </form>
    </div>
  );
}
