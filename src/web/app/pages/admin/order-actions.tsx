import { Ban, CircleCheck, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NOTE_MAX, statusChangeSchema } from '../../../../shared/orders/schemas';
import { nextStatuses, type OrderStatus } from '../../../../shared/orders/status';
import type { OrderDetail } from '../../../../shared/orders/types';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { useOrderAction } from '../../../features/admin/api/staff-orders';
import { FormAlert } from '../../../features/auth/components/form-alert';
import { inputClass } from '../../../features/auth/components/text-field';
import { cn } from '../../../lib/cn';
import { useServerMessages } from '../../../lib/validation-messages';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The next steps the order's state allows (the shared machine the server enforces), an optional
 * note for the customer, payment confirmation, and cancelling behind a second click.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['admin', 'orders']);
  const server = useServerMessages();
  const action = useOrderAction();
  const [note, setNote] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // The note is checked with the API's own schema before anything is sent.
  const noteCheck = statusChangeSchema.shape.note.safeParse(note);
  const noteError = noteCheck.success ? undefined : server.issue(noteCheck.error.issues[0]);
  const next = nextStatuses(order.status, order.fulfilment);
  const forward = next.filter((s) => s !== 'cancelled');
  const canCancel = next.includes('cancelled');
  const canConfirmPayment = order.paymentStatus === 'pending' && order.status !== 'cancelled';
  // Nothing is sent while the note is refused; a second click waits for the first answer.
  const busy = action.isPending || Boolean(noteError);

  const run = (input: { kind: 'status'; status: OrderStatus } | { kind: 'payment' }) => {
    if (noteError) return;
    setOutcome(null);
    action.mutate(
      { id: order.id, ...input, note: note.trim() || undefined },
      {
        onSuccess: ({ order: updated }) => {
          setNote('');
          setConfirmingCancel(false);
          setOutcome({
            kind: 'success',
            text:
              input.kind === 'payment'
                ? t('order.paymentConfirmed')
                : t('order.moved', { status: t(`orders:status.${updated.status}`) }),
          });
        },
        onError: (error) => {
          setConfirmingCancel(false);
          setOutcome({ kind: 'error', text: server.error(error, t('order.failed')) });
        },
      },
    );
  };

  const closed = forward.length === 0 && !canCancel && !canConfirmPayment;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
      <h2 className="text-xl text-ink">{t('order.actions')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{closed ? t('order.final') : t('order.actionsHint')}</p>
      {outcome && (
        <FormAlert kind={outcome.kind} className="mt-4">
          {outcome.text}
        </FormAlert>
      )}
      {!closed && (
        <div className="mt-5 space-y-4">
          <FieldFrame
            label={t('order.note')}
            hint={t('order.noteHint', { max: STAFF_NOTE_MAX })}
            error={noteError}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className={cn(inputClass, 'mt-1.5 resize-y')}
              />
            )}
          </FieldFrame>
          <div className="flex flex-wrap gap-2.5">
            {canConfirmPayment && (
              <Button disabled={busy} onClick={() => run({ kind: 'payment' })}>
                <CreditCard aria-hidden="true" />
                {t('order.confirmPayment')}
              </Button>
            )}
            {forward.map((status) => (
              <Button
                key={status}
                variant={canConfirmPayment && status === 'confirmed' ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => run({ kind: 'status', status })}
              >
                <CircleCheck aria-hidden="true" />
                {t('order.moveTo', { status: t(`orders:status.${status}`) })}
              </Button>
            ))}
            {canCancel && !confirmingCancel && (
              <Button variant="ghost" disabled={busy} onClick={() => setConfirmingCancel(true)}>
                <Ban aria-hidden="true" />
                {t('order.cancel')}
              </Button>
            )}
          </div>
          {confirmingCancel && (
            <div className="rounded-2xl bg-brand-soft p-4">
              <p className="text-sm text-brand-dark">{t('order.cancelConfirm', { number: order.number })}</p>
              <div className="mt-3 flex flex-wrap gap-2.5">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => run({ kind: 'status', status: 'cancelled' })}
                >
                  {t('order.cancelYes')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirmingCancel(false)}>
                  {t('order.cancelNo')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
