import { PencilLine, Plus, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCuts } from '@/shared/catalogue/cut-labels';
import type { CutChoice, CutGroup } from '@/shared/catalogue/cuts';
import type { Language } from '@/shared/i18n/language';
import { isEditable } from '@/shared/orders/edit';
import type { OrderEditChangeInput } from '@/shared/orders/edit-schema';
import type { OrderDetail } from '@/shared/orders/types';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-alert';
import { Input } from '@/web/components/ui/input';
import { SideSheet } from '@/web/components/ui/side-sheet';
import { ApiError } from '@/web/lib/api-error';
import { useMoney } from '@/web/lib/money';
import { useShopUnits } from '@/web/lib/settings';
import { useServerMessages } from '@/web/lib/validation-messages';
import { useEditPreview, useSaveEdit } from '../api/order-edit';
import { draftOf, EditLineRow, type LineDraft } from './order-edit-line';
import { type Picked, ProductPicker } from './order-edit-picker';
import './order-edit-i18n';
import { TEXT_LIMITS } from '@/shared/text-limits';
import { CountedTextarea } from '@/web/components/ui/counted-textarea';

type Added = Picked & { key: number; quantity: number };

/** The message key of a refusal the API answered (none for a network failure). */
const errorKey = (error: unknown) => (error instanceof ApiError ? error.body.key : undefined);
type Picking = { mode: 'add' } | { mode: 'substitute'; itemId: string } | null;

/** The planned lines as the API's changes (one per line; new lines last). */
function changesOf(
  order: OrderDetail,
  drafts: Record<string, LineDraft>,
  adds: Added[],
): OrderEditChangeInput[] {
  const out: OrderEditChangeInput[] = [];
  for (const item of order.items) {
    const d = drafts[item.id];
    if (!d) continue;
    if (d.removed) out.push({ type: 'remove', itemId: item.id });
    else if (d.substitute)
      out.push({
        type: 'substitute',
        itemId: item.id,
        productId: d.substitute.productId,
        variationId: d.substitute.variationId,
        quantity: d.substitute.quantity,
        reason: d.substitute.reason,
        ...addOnsOf(d.substitute),
      });
    else if (d.variationId && d.variationId !== (item.variationId ?? null))
      out.push({ type: 'variation', itemId: item.id, variationId: d.variationId });
    else if (d.quantity !== item.quantity)
      out.push({ type: 'quantity', itemId: item.id, quantity: d.quantity });
  }
  for (const a of adds)
    out.push({
      type: 'add',
      productId: a.productId,
      variationId: a.variationId,
      quantity: a.quantity,
      ...addOnsOf(a),
    });
  return out;
}

/** A picked product's extras and cuts as the change sends them (decision 100); a substitution always sends its cuts. */
const addOnsOf = (p: Pick<Picked, 'extras' | 'cuts'>) => ({
  ...(p.extras.length ? { extras: p.extras.map(({ extraId, quantity }) => ({ extraId, quantity })) } : {}),
  cuts: p.cuts ?? { choices: [], note: null },
});

/**
 * Issue 39 (decision 085), the order desk: "Editar pedido" while the shop still has the order.
 * Lines are changed, removed, substituted (with a reason the customer reads) or added; the new
 * total is previewed by the server's own rule before saving; the customer is told on save.
 */
export function OrderEditDialog({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderEdit');
  const [open, setOpen] = useState(false);
  if (!isEditable(order.status) || !order.updatedAt) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PencilLine aria-hidden="true" />
        {t('open')}
      </Button>
      <SideSheet
        open={open}
        onOpenChange={setOpen}
        title={t('title', { number: order.number })}
        closeLabel={t('close')}
        className="w-full sm:w-[34rem]"
      >
        {open && <EditForm key={order.updatedAt} order={order} onDone={() => setOpen(false)} />}
      </SideSheet>
    </>
  );
}

function EditForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation('orderEdit');
  const money = useMoney();
  const server = useServerMessages();
  const reasonId = useId();
  const [drafts, setDrafts] = useState(() => Object.fromEntries(order.items.map((i) => [i.id, draftOf(i)])));
  const [adds, setAdds] = useState<Added[]>([]);
  const [picking, setPicking] = useState<Picking>(null);
  const [reason, setReason] = useState('');
  const [subQuantity, setSubQuantity] = useState(1);
  // Under the delivery zone's minimum: staff may go ahead with a reason (decision 100).
  const [minimumReason, setMinimumReason] = useState('');
  const changes = useMemo(() => changesOf(order, drafts, adds), [order, drafts, adds]);
  const preview = useEditPreview(order, changes, minimumReason);
  const underMinimum =
    errorKey(preview.error) === 'orderEdit.belowZoneMinimum' ||
    preview.data?.preview.belowZoneMinimum === true;
  const save = useSaveEdit(order);
  const p = preview.data?.preview;
  const subItem =
    picking?.mode === 'substitute' ? order.items.find((i) => i.id === picking.itemId) : undefined;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-5 overflow-y-auto px-5 py-4">
        <p className="text-sm text-ink-soft">{t('intro')}</p>
        <section aria-label={t('lines')}>
          <ul className="space-y-3">
            {order.items.map((item) => (
              <EditLineRow
                key={item.id}
                item={item}
                draft={drafts[item.id] ?? draftOf(item)}
                onChange={(d) => setDrafts({ ...drafts, [item.id]: d })}
                onSubstitute={() => {
                  setReason('');
                  setSubQuantity(item.quantity);
                  setPicking({ mode: 'substitute', itemId: item.id });
                }}
              />
            ))}
            {adds.map((a) => (
              <li
                key={a.key}
                className="flex items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-leaf/50"
              >
                <p className="text-ink">
                  <span className="mr-2 rounded-full bg-leaf/15 px-2 py-0.5 text-xs text-leaf">
                    {t('newLine')}
                  </span>
                  {a.quantity} × {a.name}
                  {a.extras.length > 0 && (
                    <span className="block text-sm text-ink-soft">
                      {a.extras.map((x) => `+ ${x.name}`).join(' · ')}
                    </span>
                  )}
                  {a.cuts && <AddedCuts cuts={a.cuts} />}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('removeNew', { name: a.name })}
                  onClick={() => setAdds(adds.filter((x) => x.key !== a.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
        {picking === null && (
          <Button variant="secondary" onClick={() => setPicking({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        )}
        {picking?.mode === 'add' && (
          <ProductPicker
            title={t('addTitle')}
            onCancel={() => setPicking(null)}
            onPick={(picked) => {
              setAdds([...adds, { ...picked, quantity: 1, key: Date.now() }]);
              setPicking(null);
            }}
          />
        )}
        {subItem && (
          <ProductPicker
            title={t('substituteTitle', { name: subItem.productName })}
            previousCuts={subItem.cuts}
            onCancel={() => setPicking(null)}
            onPick={(picked) => {
              if (!reason.trim()) return;
              setDrafts({
                ...drafts,
                [subItem.id]: {
                  ...draftOf(subItem),
                  substitute: { ...picked, quantity: subQuantity, reason: reason.trim() },
                },
              });
              setPicking(null);
            }}
          >
            <div className="grid grid-cols-[6rem_1fr] gap-3">
              <div>
                <label htmlFor={`${reasonId}-q`} className="text-xs text-ink-soft">
                  {t('qty')}
                </label>
                <Input
                  id={`${reasonId}-q`}
                  type="number"
                  min={1}
                  value={subQuantity}
                  onChange={(e) => setSubQuantity(Math.max(1, Math.trunc(Number(e.target.value) || 1)))}
                />
              </div>
              <div>
                <label htmlFor={reasonId} className="text-xs text-ink-soft">
                  {t('reason')}
                </label>
                <CountedTextarea
                  id={reasonId}
                  value={reason}
                  limit={TEXT_LIMITS.editReason}
                  placeholder={t('reasonPlaceholder')}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
            </div>
          </ProductPicker>
        )}
      </div>
      <footer className="space-y-3 border-t border-line bg-white/80 px-5 py-4" data-testid="edit-preview">
        {changes.length === 0 && <p className="text-sm text-muted">{t('nothing')}</p>}
        {changes.length > 0 && preview.isFetching && !p && (
          <p className="text-sm text-muted">{t('previewLoading')}</p>
        )}
        {preview.error && <FormAlert>{server.error(preview.error, t('error'))}</FormAlert>}
        {p && changes.length > 0 && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" aria-live="polite">
            <dt className="text-ink-soft">{t('subtotal')}</dt>
            <dd className="text-right text-ink">{money(p.subtotalCents)}</dd>
            {p.discountCents > 0 && (
              <>
                <dt className="text-ink-soft">{t('discount')}</dt>
                <dd className="text-right text-leaf">−{money(p.discountCents)}</dd>
              </>
            )}
            {p.deliveryFeeCents > 0 && (
              <>
                <dt className="text-ink-soft">{t('deliveryFee')}</dt>
                <dd className="text-right text-ink">{money(p.deliveryFeeCents)}</dd>
              </>
            )}
            {p.taxCents > 0 && (
              <>
                <dt className="text-ink-soft">
                  {p.totalCents === p.subtotalCents - p.discountCents + p.deliveryFeeCents
                    ? t('taxIncluded')
                    : t('tax')}
                </dt>
                <dd className="text-right text-ink">{money(p.taxCents)}</dd>
              </>
            )}
            <dt className="font-medium text-ink">{t('preview')}</dt>
            <dd className="text-right font-display text-lg text-ink" data-testid="edit-new-total">
              {money(p.totalCents)}{' '}
              <span className="text-xs text-muted">{t('before', { total: money(p.beforeTotalCents) })}</span>
            </dd>
          </dl>
        )}
        {p?.coupon === 'belowMinimum' && order.discountCents > 0 && (
          <p className="text-sm text-brand-dark">{t('couponDropped')}</p>
        )}
        {p?.card && p.card.shortCents > 0 && (
          <p className="text-sm text-brand-dark">{t('cardShort', { amount: money(p.card.shortCents) })}</p>
        )}
        {underMinimum && (
          <div className="space-y-1">
            <label htmlFor={`${reasonId}-min`} className="text-sm text-ink-soft">
              {t('minimumReason')}
            </label>
            <CountedTextarea
              id={`${reasonId}-min`}
              value={minimumReason}
              limit={TEXT_LIMITS.editReason}
              placeholder={t('minimumReasonPlaceholder')}
              onChange={(e) => setMinimumReason(e.target.value)}
            />
          </div>
        )}
        {save.error && <FormAlert>{server.error(save.error, t('error'))}</FormAlert>}
        <Button
          className="w-full"
          disabled={changes.length === 0 || save.isPending || !!preview.error}
          onClick={() => save.mutate({ changes, reason: minimumReason }, { onSuccess: onDone })}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </footer>
    </div>
  );
}

/** A new line's cut options in words (the shop's units), under its name on the sheet. */
function AddedCuts({ cuts }: { cuts: CutChoice }) {
  const { i18n } = useTranslation();
  const units = useShopUnits();
  const snapshot = {
    choices: cuts.choices.map((c) => ({ group: c.group as CutGroup, value: c.value, priceCents: 0 })),
    note: cuts.note,
  };
  return (
    <span className="block text-sm text-ink-soft" data-testid="new-line-cuts">
      {describeCuts(snapshot, (i18n.language || 'pt-BR') as Language, units)}
    </span>
  );
}
