import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ADMIN_SECTIONS } from '@/shared/permissions/admin-sections';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-error';
import { useMoney } from '@/web/lib/money';
import { useAuth } from '@/web/lib/session/auth-context';
import { notify } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useCoupon } from './api/get-coupons';
import { useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from './api/write-coupon';
import { CouponForm } from './components/coupon-form';
import { CouponOrders } from './components/coupon-orders';
import { StateBadge, useDiscountText } from './components/coupon-text';
import { couponPath } from './paths';
import './i18n';
import { AuditHistoryLink } from '@/web/components/admin/audit-history-link';

function Back() {
  const { t } = useTranslation('coupons');
  return (
    <Link to={ADMIN_SECTIONS.coupons.path} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  );
}

/** /admin/cupons/novo: a new coupon (admins). */
function NewCoupon() {
  const { t } = useTranslation('coupons');
  usePageTitle(t('newTitle'));
  const navigate = useNavigate();
  const create = useCreateCoupon();
  return (
    <div>
      <Back />
      <h1 className="mt-4 mb-6 text-4xl text-ink">{t('newTitle')}</h1>
      <CouponForm
        readOnly={false}
        onSave={async (values) => {
          const { coupon } = await create.mutateAsync(values);
          notify('success', t('created'));
          navigate(couponPath(coupon.id), { replace: true });
          return null;
        }}
      />
    </div>
  );
}

/** /admin/cupons/:id: one coupon — its form (admins edit, a manager reads), its uses and the orders that used it. */
function EditCoupon({ id }: { id: string }) {
  const money = useMoney();
  const { t } = useTranslation('coupons');
  const server = useServerMessages();
  const navigate = useNavigate();
  const { permissions } = useAuth();
  const readOnly = !permissions.includes('manage_system_settings');
  const query = useCoupon(id);
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const discount = useDiscountText();
  const [confirming, setConfirming] = useState(false);
  const data = query.data;
  usePageTitle(data?.coupon.code ?? t('title'));

  if (query.isPending)
    return (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner label={t('loadingOne')} />
      </div>
    );
  if (!data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <Back />
        <FormAlert>{missing ? t('notFound') : server.error(query.error, t('loadError'))}</FormAlert>
      </div>
    );
  }
  const { coupon, orders } = data;
  const given = orders.filter((o) => o.status !== 'cancelled').reduce((sum, o) => sum + o.discountCents, 0);
  const used = coupon.usedCount > 0 || orders.length > 0;
  const destroy = async () => {
    try {
      await remove.mutateAsync(coupon.id);
      notify('success', t('deleted'));
      navigate(ADMIN_SECTIONS.coupons.path, { replace: true });
    } catch (error) {
      setConfirming(false);
      notify('error', server.error(error, t('deleteFailed')));
    }
  };
  return (
    <div>
      <Back />
      <header className="mt-4 mb-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-4xl break-all text-ink">{coupon.code}</h1>
          <StateBadge state={coupon.state} />
          <AuditHistoryLink entity="coupon" id={coupon.id} />
        </div>
        <p className="mt-2 text-ink-soft">
          {coupon.name} · {discount(coupon)}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('used', { used: coupon.usedCount, given: money(given) })}
        </p>
      </header>
      <CouponForm
        key={coupon.updatedAt}
        coupon={coupon}
        readOnly={readOnly}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, id: coupon.id, updatedAt: coupon.updatedAt });
          notify('success', t('saved'));
          return saved.coupon;
        }}
      />
      {!readOnly &&
        (used ? (
          <p className="mt-8 rounded-2xl bg-parchment p-4 text-sm text-ink-soft">{t('usedNoDelete')}</p>
        ) : (
          <div className="mt-8">
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button variant="secondary">
                  <Trash2 aria-hidden="true" />
                  {t('delete')}
                </Button>
              }
              title={t('deleteTitle', { code: coupon.code })}
              description={t('deleteBody')}
              confirmLabel={t('deleteConfirm')}
              cancelLabel={t('cancel')}
              onConfirm={() => void destroy()}
              busy={remove.isPending}
            />
          </div>
        ))}
      <CouponOrders orders={orders} />
    </div>
  );
}

/** A manager may read coupons but not create one: the new-coupon URL says so and leads back. */
function NotForYou() {
  const { t } = useTranslation('coupons');
  return (
    <div className="space-y-4">
      <Back />
      <FormAlert>{t('readOnly')}</FormAlert>
    </div>
  );
}

export default function CouponPage() {
  const id = useParams().id;
  const { permissions } = useAuth();
  if (id) return <EditCoupon id={id} />;
  return permissions.includes('manage_system_settings') ? <NewCoupon /> : <NotForYou />;
}
