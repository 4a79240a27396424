import { Ban, CircleCheck, CreditCard, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NOTE_MAX, statusChangeSchema } from '@/shared/orders/schemas';
import { nextStatuses, type OrderStatus } from '@/shared/orders/status';
import type { OrderDetail } from '@/shared/orders/types';
import { UNDO_WINDOW_MS } from '@/shared/orders/undo';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';
import { Form, FormError, FormField, useServerRefusal, useZodForm } from '@/web/components/ui/form';
import { FormAlert } from '@/web/components/ui/form-alert';
import { useUndoStatus } from '../api/day-plan';
import { useOrderAction } from '../api/staff-orders';
import { undoableMove, useUndoToast } from './undo-move';

/** The note is checked with the API's own schema, as it is typed. */
const noteSchema = statusChangeSchema.pick({ note: true });

type Intent =
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'payment' }
  | { kind: 'back'; eventId: string };

/**
 * The next steps the order's state allows (the shared machine the server enforces), an optional
 * note for the customer, payment confirmation, and cancelling behind a confirmation.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['admin', 'orders', 'dayPlan']);
  const action = useOrderAction();
  const stepBack = useUndoStatus();
  const offerUndo = useUndoToast();
  // A forward move asks first ("Marcar como “Concluído”?", decision 080).
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const back = undoableMove(order);
  const form = useZodForm(noteSchema, { defaultValues: { note: '' }, mode: 'onChange' });
  const refuse = useServerRefusal(form);
  const formRef = useRef<HTMLFormElement>(null);
  // Which button sent the form (the confirmation sits in a dialog, outside the form).
  const intent = useRef<Intent | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  const next = nextStatuses(order.status, order.fulfilment);
  const forward = next.filter((s) => s !== 'cancelled');
  const canCancel = next.includes('cancelled');
  // A card order is paid by its capture (the payment panel), never confirmed by hand.
  const canConfirmPayment =
    order.paymentStatus === 'pending' && order.status !== 'cancelled' && order.paymentMethod !== 'card';
  // Nothing is sent while the note is refused; a second click waits for the first answer.
  const busy = action.isPending || stepBack.isPending || Boolean(form.formState.errors.note);

  const send = (chosen: Intent) => {
    intent.current = chosen;
    formRef.current?.requestSubmit();
  };

  const onSubmit = async () => {
    const chosen = intent.current;
    if (!chosen) return;
    setSuccess(null);
    const note = form.getValues('note')?.trim() || undefined;
    try {
      if (chosen.kind === 'back') {
        const { order: updated } = await stepBack.mutateAsync({
          id: order.id,
          eventId: chosen.eventId,
          reason: note,
        });
        form.reset({ note: '' });
        setSuccess(t('order.moved', { status: t(`orders:status.${updated.status}`) }));
        return;
      }
      const { order: updated } = await action.mutateAsync({ id: order.id, ...chosen, note });
      form.reset({ note: '' });
      setSuccess(
        chosen.kind === 'payment'
          ? t('order.paymentConfirmed')
          : t('order.moved', { status: t(`orders:status.${updated.status}`) }),
      );
      if (chosen.kind === 'status') offerUndo(updated);
    } catch (error) {
      // The note stays as typed, so the next try sends it again.
      refuse(error, t('order.failed'));
    } finally {
      setConfirmingCancel(false);
      setConfirming(null);
    }
  };

  const closed = forward.length === 0 && !canCancel && !canConfirmPayment && !back;
  return (
    <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/60">
      <h2 className="text-xl text-ink">{t('order.actions')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{closed ? t('order.final') : t('order.actionsHint')}</p>
      <Form form={form} onSubmit={onSubmit} ref={formRef}>
        {success && (
          <FormAlert kind="success" className="mt-4">
            {success}
          </FormAlert>
        )}
        <FormError className="mt-4" />
        {!closed && (
          <div className="mt-5 space-y-4">
            <FormField
              control={form.control}
              name="note"
              label={t('order.note')}
              hint={t('order.noteHint', { max: STAFF_NOTE_MAX })}
            >
              {(field) => <CountedTextarea limit={TEXT_LIMITS.staffNote} {...field} />}
            </FormField>
            <div className="flex flex-wrap gap-2.5">
              {canConfirmPayment && (
                <Button disabled={busy} onClick={() => send({ kind: 'payment' })}>
                  <CreditCard aria-hidden="true" />
                  {t('order.confirmPayment')}
                </Button>
              )}
              {forward.map((status) => (
                <Button
                  key={status}
                  variant={canConfirmPayment && status === 'confirmed' ? 'secondary' : 'primary'}
                  disabled={busy}
                  onClick={() => setConfirming(status)}
                >
                  <CircleCheck aria-hidden="true" />
                  {t('order.moveTo', { status: t(`orders:status.${status}`) })}
                </Button>
              ))}
              <ConfirmDialog
                open={confirming !== null}
                onOpenChange={(open) => !open && setConfirming(null)}
                title={t('dayPlan:move.confirmTitle', {
                  status: t(`orders:status.${confirming ?? order.status}`),
                })}
                description={t('dayPlan:move.confirmBody', {
                  number: order.number,
                  status: t(`orders:status.${confirming ?? order.status}`),
                  seconds: UNDO_WINDOW_MS / 1000,
                })}
                confirmLabel={t('dayPlan:move.confirmYes')}
                cancelLabel={t('dayPlan:move.confirmNo')}
                busy={busy}
                onConfirm={() => confirming && send({ kind: 'status', status: confirming })}
              />
              {canCancel && (
                <ConfirmDialog
                  open={confirmingCancel}
                  onOpenChange={setConfirmingCancel}
                  trigger={
                    <Button variant="ghost" disabled={busy}>
                      <Ban aria-hidden="true" />
                      {t('order.cancel')}
                    </Button>
                  }
                  title={t('order.cancel')}
                  description={t('order.cancelConfirm', { number: order.number })}
                  confirmLabel={t('order.cancelYes')}
                  cancelLabel={t('order.cancelNo')}
                  busy={busy}
                  onConfirm={() => send({ kind: 'status', status: 'cancelled' })}
                />
              )}
              {back && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() => send({ kind: 'back', eventId: back.id })}
                  title={t('dayPlan:move.stepBackHint')}
                >
                  <Undo2 aria-hidden="true" />
                  {t('dayPlan:move.stepBack', { status: t(`orders:status.${back.fromStatus}`) })}
                </Button>
              )}
            </div>
            {back && <p className="text-xs text-muted">{t('dayPlan:move.stepBackHint')}</p>}
          </div>
        )}
      </Form>
    </section>
  );
}
