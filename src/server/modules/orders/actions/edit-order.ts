import { eq } from 'drizzle-orm';
import { AppError } from '@/server/http/app-error';
import { moveEditedPreorder } from '@/server/modules/campaigns/public';
import { giveBackStock, stockLeft, takeStock } from '@/server/modules/catalogue/public';
import { readShopSettings, readWeighingTolerance } from '@/server/modules/settings/public';
import { formatMoney, fromCents, toCents } from '@/shared/money';
import { editOrder, isEditable, lineName } from '@/shared/orders/edit';
import type { OrderEditInput, OrderEditPreview } from '@/shared/orders/edit-schema';
import type { OrderEditEventDetails } from '@/shared/orders/edit-types';
import type { OrderStatus } from '@/shared/orders/status';
import type { OrderTotals, OrderWeighingSnapshot } from '@/shared/orders/weighing-types';
import { keepResult } from '@/shared/tax/snapshot';
import type { OrdersContext, StaffActor } from '../context';
import { type OrderRow, orderEvents, orderItems, orders } from '../schema';
import { auditOrder } from './audit-order';
import { changeRefusal, editLinesOf, editTermsOf, resolveChanges } from './edit-lines';
import { writeEditedLines, zoneMinimumOf } from './edit-writes';
import { customerOf, queueEditMessage } from './notify';
import { lockOrder } from './transitions';

/** What the desk is told beside the order: the totals, the coupon after the change, the card hold's shortfall. */
export type EditOutcome = OrderEditPreview;

/** A preview runs the whole edit and rolls it back with its answer (nothing written, nothing sent). */
class PreviewRollback extends Error {
  constructor(readonly outcome: EditOutcome) {
    super('order edit preview');
  }
}

const totalsOf = (row: OrderRow): OrderTotals => ({
  subtotalCents: toCents(row.subtotal),
  discountCents: toCents(row.discount),
  totalCents: toCents(row.total),
  ...(row.tax_detail ? { taxCents: toCents(row.tax) } : {}),
});

/** A version the client read: the stored `updated_at` to the millisecond, as the detail answers it. */
const sameVersion = (stored: Date, sent: string) => stored.getTime() === new Date(sent).getTime();

/**
 * Staff fix an order (issue 39, decision 085) in one transaction under the order's row lock: the
 * changes priced from the catalogue now, the order recomputed by the shared rule (`editOrder`), the
 * stock taken and given back, the lines written, an order event of kind `edit` and an audit entry
 * `edit_order`, and the customer's message through the outbox. Based on the version the desk read:
 * a weighing or another edit since is 409 `orderEdit.stale` (and a weighing sent with the old
 * version after this edit is refused the same way), so of an edit and a weighing racing one wins.
 */
export async function editOrderLines(
  ctx: OrdersContext,
  actor: StaffActor,
  orderId: string,
  input: OrderEditInput,
): Promise<EditOutcome> {
  return ctx.db
    .transaction(async (tx): Promise<EditOutcome> => {
      const row = await lockOrder(tx, actor, orderId);
      if (!isEditable(row.status as OrderStatus)) throw new AppError('conflict', 'orderEdit.wrongStatus');
      if (!sameVersion(row.updated_at, input.version)) throw new AppError('conflict', 'orderEdit.stale');
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.order_id, row.id))
        .orderBy(orderItems.position);
      const lines = await editLinesOf(tx, row, items);
      const changes = await resolveChanges(tx, lines, input.changes);
      const terms = {
        ...(await editTermsOf(tx, row, await readWeighingTolerance(tx))),
        zoneMinimumCents: await zoneMinimumOf(tx, row),
        minimumOverride: Boolean(input.belowMinimumReason),
      };
      const result = editOrder(lines, changes, terms);
      if ('key' in result) {
        if (result.key === 'orderEdit.belowZoneMinimum') {
          const { currency } = await readShopSettings(tx);
          const params = { minimum: formatMoney(result.minimumCents, { currency, language: 'pt-BR' }) };
          throw new AppError('validation_failed', result.key, {
            params,
            fields: { belowMinimumReason: [{ key: result.key, params }] },
          });
        }
        throw 'index' in result
          ? changeRefusal(result.index, result.key)
          : new AppError('validation_failed', result.key);
      }

      // Stock: variations in id order (as checkout takes them), so two edits never deadlock.
      for (const move of result.stock) {
        if (move.units < 0) {
          await giveBackStock(tx, move.variationId, -move.units);
          continue;
        }
        if (await takeStock(tx, move.variationId, move.units)) continue;
        const line = result.lines.find((l) => l.variationId === move.variationId);
        const index = changes.findIndex(
          (c) =>
            ('item' in c && c.item.variationId === move.variationId) ||
            ('itemId' in c && lines.find((l) => l.id === c.itemId)?.variationId === move.variationId),
        );
        throw changeRefusal(Math.max(index, 0), 'orderEdit.insufficientStock', 'conflict', {
          line: line ? lineName(line) : '',
          left: (await stockLeft(tx, move.variationId)) ?? 0,
        });
      }

      await writeEditedLines(tx, row.id, items, result.lines, row.language ?? 'pt-BR');
      // A pre-order's campaign places follow its sizes' new quantities (decision 100).
      await moveEditedPreorder(tx, {
        orderId: row.id,
        day: row.delivery_date,
        lines: result.lines.map((l) => ({
          variationId: l.variationId,
          quantity: l.quantity,
          label: lineName(l),
        })),
        totalCents: result.totalCents,
        now: ctx.now(),
        language: row.language ?? 'pt-BR',
      });

      const before = totalsOf(row);
      const after: OrderTotals = {
        subtotalCents: result.subtotalCents,
        discountCents: result.discountCents,
        totalCents: result.totalCents,
        ...(row.tax_detail ? { taxCents: result.taxCents } : {}),
      };
      const hasWeighed = result.lines.some((l) => l.weighed);
      const weighing: OrderWeighingSnapshot | null =
        row.weighing || hasWeighed
          ? {
              tolerancePct: terms.tolerancePct,
              coupon: row.weighing?.coupon ?? (terms.coupon ? { ...terms.coupon } : null),
              ...(row.weighing?.paidCents === undefined ? {} : { paidCents: row.weighing.paidCents }),
              estimatedSubtotalCents: result.estimated.subtotalCents,
              estimatedDiscountCents: result.estimated.discountCents,
              estimatedTotalCents: result.estimated.totalCents,
            }
          : null;
      const changed = after.totalCents !== before.totalCents;
      // Never the same millisecond as the version the desk read: the next edit must see a new one.
      const updatedAt = new Date(Math.max(Date.now(), row.updated_at.getTime() + 1));
      await tx
        .update(orders)
        .set({
          subtotal: fromCents(after.subtotalCents),
          discount: fromCents(after.discountCents),
          total: fromCents(after.totalCents),
          ...(row.tax_detail && result.tax
            ? {
                tax: fromCents(result.taxCents),
                tax_detail: {
                  ...row.tax_detail,
                  classes: result.lines.map((l) => l.taxClass),
                  result: keepResult(result.tax),
                },
              }
            : {}),
          weighing,
          ...(result.lines.some((l) => l.finalGrams !== null) ? {} : { weighed_at: null }),
          ...(changed ? { weighing_settled_at: null } : {}),
          updated_at: updatedAt,
        })
        .where(eq(orders.id, row.id));

      // A card order: the hold placed at checkout against the new total (the payments issue
      // re-authorizes, decision 078); recorded here, nothing asked of Stripe.
      const view =
        row.payment_method === 'card' ? (await ctx.payments?.views(tx, [row.id]))?.get(row.id) : undefined;
      const card = view
        ? {
            state: view.state,
            holdCents: view.holdCents,
            shortCents: Math.max(0, after.totalCents - view.holdCents),
          }
        : null;

      const reasons = result.summary.flatMap((s) => (s.type === 'substitute' ? [s.reason] : []));
      const underMinimum = result.belowZoneMinimum
        ? {
            belowZoneMinimum: {
              minimumCents: terms.zoneMinimumCents ?? 0,
              reason: input.belowMinimumReason ?? '',
            },
          }
        : {};
      if (result.belowZoneMinimum) reasons.push(input.belowMinimumReason ?? '');
      const details: OrderEditEventDetails = {
        changes: result.summary,
        before,
        after,
        coupon: result.coupon,
        ...(card ? { card } : {}),
        ...underMinimum,
      };
      await tx.insert(orderEvents).values({
        order_id: row.id,
        from_status: row.status,
        to_status: row.status,
        kind: 'edit',
        actor_user_id: actor.userId,
        actor_name: actor.name,
        note: reasons.length ? reasons.join(' · ') : null,
        details,
      });
      await auditOrder(tx, actor, row.id, 'edit_order', {
        before: {
          ...before,
          lines: lines.map((l) => ({ id: l.id, name: lineName(l), quantity: l.quantity })),
        },
        after: {
          ...after,
          changes: result.summary,
          coupon: result.coupon,
          stock: result.stock,
          ...(card ? { card } : {}),
          ...underMinimum,
        },
      });
      await queueEditMessage(
        ctx,
        tx,
        customerOf(row),
        { id: row.id, number: row.number },
        {
          changes: result.summary,
          beforeTotalCents: before.totalCents,
          totalCents: after.totalCents,
          couponDropped: result.coupon === 'belowMinimum' && before.discountCents > 0,
          window: { date: row.delivery_date, start: row.window_start, end: row.window_end },
        },
      );
      const outcome: EditOutcome = {
        subtotalCents: after.subtotalCents,
        discountCents: after.discountCents,
        deliveryFeeCents: result.deliveryFeeCents,
        taxCents: result.taxCents,
        totalCents: after.totalCents,
        beforeTotalCents: before.totalCents,
        coupon: result.coupon,
        belowZoneMinimum: result.belowZoneMinimum,
        card,
      };
      if (input.preview) throw new PreviewRollback(outcome);
      return outcome;
    })
    .catch((error: unknown) => {
      if (error instanceof PreviewRollback) return error.outcome;
      throw error;
    });
}
