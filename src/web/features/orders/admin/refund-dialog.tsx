import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS } from '@/shared/messages';
import { amountToCents } from '@/shared/money';
import { paidOverIntents } from '@/shared/payments/deposit';
import { checkRefund, refundableCents } from '@/shared/payments/rules';
import type { PaymentView } from '@/shared/payments/states';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { Button } from '@/web/components/ui/button';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { RadioCard, RadioGroup } from '@/web/components/ui/radio-group';
import { useMoney } from '@/web/lib/money';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useRefundPayment } from '../api/staff-payments';

type Props = { orderId: string; payment: PaymentView; onDone: (message: string) => void };

/**
 * A refund on the order desk (decision 081): all that is left or an amount, and a reason the
 * customer reads. Never more than captured − refunded: the form checks it with the server's own
 * rule (`checkRefund`) before asking, and shows the server's refusal if another refund came first.
 */
export function RefundDialog({ orderId, payment, onDone }: Props) {
  const { t } = useTranslation('cardPayments');
  const money = useMoney();
  const server = useServerMessages();
  const refund = useRefundPayment();
  const [open, setOpen] = useState(false);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  // Both intents of a pre-order (decision 105): the rest's capture and the deposit, refunded last.
  const paid = paidOverIntents(payment);
  const left = refundableCents(paid.capturedCents, paid.refundedCents);
  const typed = whole ? null : amountToCents(amount);
  const check = checkRefund(whole ? null : (typed ?? Number.NaN), paid.capturedCents, paid.refundedCents);

  const submit = async () => {
    const found: typeof errors = {};
    if (!check.ok) found.amount = server.message(check.key, undefined, { max: money(check.maxCents) });
    if (reason.trim().length < 3) found.reason = server.message(KEYS.payment.reasonRequired);
    setErrors(found);
    if (!check.ok || found.reason) return;
    try {
      await refund.mutateAsync({
        id: orderId,
        body: { amountCents: whole ? null : check.amountCents, reason: reason.trim() },
      });
      setOpen(false);
      setAmount('');
      setReason('');
      onDone(t('refund.done', { amount: money(check.amountCents) }));
    } catch (error) {
      const fields = server.fields(error);
      setErrors({ amount: fields.amount, reason: fields.reason, form: server.error(error, t('title')) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={left === 0}>
        <Undo2 aria-hidden="true" />
        {t('panel.refund')}
      </Button>
      <DialogContent layout="center" aria-describedby="refund-lead">
        <DialogTitle>{t('refund.title')}</DialogTitle>
        <DialogDescription id="refund-lead">
          {t('refund.lead', {
            captured: money(paid.capturedCents),
            refunded: money(paid.refundedCents),
          })}
        </DialogDescription>
        <form
          className="mt-5 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {errors.form && <FormAlert>{errors.form}</FormAlert>}
          <RadioGroup legend={t('refund.how')} className="space-y-2">
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <RadioCard
                name="refund-kind"
                value="all"
                checked={whole}
                onChange={() => setWhole(true)}
                inputClassName="mt-1 size-4 accent-brand"
              >
                <span className="text-sm text-ink">{t('refund.all', { amount: money(left) })}</span>
              </RadioCard>
              <RadioCard
                name="refund-kind"
                value="part"
                checked={!whole}
                onChange={() => setWhole(false)}
                inputClassName="mt-1 size-4 accent-brand"
              >
                <span className="text-sm text-ink">{t('refund.part')}</span>
              </RadioCard>
            </div>
          </RadioGroup>
          {!whole && (
            <Field label={t('refund.amount')} error={errors.amount}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="10,00"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  // The message was about the amount typed before: it goes with it.
                  setErrors(({ amount: _gone, ...rest }) => rest);
                }}
              />
            </Field>
          )}
          {whole && errors.amount && <FormAlert>{errors.amount}</FormAlert>}
          <Field label={t('refund.reason')} hint={t('refund.reasonHint')} error={errors.reason}>
            <CountedTextarea
              value={reason}
              limit={TEXT_LIMITS.refundReason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('refund.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={refund.isPending}>
              {t('refund.submit', {
                amount: money(check.ok ? check.amountCents : whole ? left : (typed ?? 0)),
              })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
