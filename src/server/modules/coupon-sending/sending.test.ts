import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_KEYS_NOT_CONFIGURED, NO_VALID_COUPON_TO_SEND } from '@/shared/messaging/errors';
import { couponMessage } from '@/shared/messaging/templates';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { couponSendingSuite } from '@/testing/coupon-sending';
import { silent } from '@/testing/messaging/outbox-fixture';
import { body, insertCoupon } from '@/testing/orders';
import { auditLog } from '../audit/schema';
import { coupons } from '../coupons/schema';
import { messages } from '../messaging/schema';
import { createWhatsAppTransport } from '../messaging/transports/whatsapp';
import { readBrandName } from '../settings/service';
import { couponToSend } from './reads';
import { createCouponSendingService } from './service';

/**
 * Coupon sending (decision 044), part 1: who may send, choosing coupons and customers, and the
 * single send answered at once. Bulk sends are in bulk-sending.test.ts; the shared setup (the fake
 * WhatsApp provider, the controllable pause, staff and coupons) in src/testing/coupon-sending.ts.
 */
const s = couponSendingSuite();

describe('who may send (permission table: admins only; a manager sees coupons, does not send)', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/coupons'],
    ['GET', '/stores'],
    ['GET', '/customers'],
    ['POST', '/preview', { couponIds: [] }],
    ['POST', '/send', {}],
    ['GET', '/jobs'],
    ['POST', '/jobs', {}],
    ['GET', '/jobs/00000000-0000-4000-8000-000000000000'],
    ['POST', '/jobs/00000000-0000-4000-8000-000000000000/cancel'],
  ];
  it.each(routes)('%s %s: visitor 401, customer 403, manager 403', async (method, path, payload) => {
    expect((await s.as('visitor', method, path, payload)).status).toBe(401);
    expect((await s.as('customer', method, path, payload)).status).toBe(403);
    expect((await s.as('manager', method, path, payload)).status).toBe(403);
  });
  it('a manager cannot start a bulk send: nothing is sent', async () => {
    const ana = await s.customer('Ana Manager');
    expect((await s.startBulk([ana.id], [s.couponId], 'manager')).status).toBe(403);
    expect(s.provider.attempts()).toBe(s.provider.attempts());
    expect(s.provider.delivered).toHaveLength(0);
  });
});

describe('choosing coupons and customers', () => {
  it('none valid → "Nenhum cupom válido encontrado para envio", for preview, single and bulk', async () => {
    const expired = await insertCoupon(s.t.database.db, {
      code: 'VENCIDO1',
      valid_from: new Date('2020-01-01'),
      valid_until: new Date('2020-02-01'),
    });
    const ana = await s.customer('Ana Vencido');
    for (const [path, payload] of [
      ['/preview', { couponIds: [expired.id] }],
      ['/send', { couponIds: [expired.id], customerId: ana.id }],
      ['/jobs', { couponIds: [expired.id], customerIds: [ana.id] }],
    ] as const) {
      const res = await body<{ error: { message: string; key: string } }>(
        await s.as('admin', 'POST', path, payload),
        422,
      );
      expect(res.error).toMatchObject({
        key: 'couponSending.noValidCoupon',
        message: NO_VALID_COUPON_TO_SEND,
      });
    }
    expect(s.provider.delivered).toHaveLength(0);
  });

  it('the preview is §9 text of each valid coupon', async () => {
    const res = await body<{ messages: { code: string; text: string }[] }>(
      await s.as('admin', 'POST', '/preview', { couponIds: [s.couponId, s.otherCouponId] }),
      200,
    );
    const [row] = await s.t.database.db.select().from(coupons).where(eq(coupons.id, s.couponId));
    expect(res.messages[0]).toEqual({
      couponId: s.couponId,
      code: 'PICANHA10',
      text: couponMessage(couponToSend(row!), await readBrandName(s.t.database.db)),
    });
    expect(res.messages[0]!.text).toMatch(/10% de desconto \(máximo R\$\s50,00\)/);
    expect(res.messages[0]!.text).toMatch(/Pedido mínimo: R\$\s100,00/);
    expect(res.messages[0]!.text).toContain('Usos restantes: 96');
    expect(res.messages[1]!.text).toMatch(/R\$\s15,00 de desconto/);
  });

  it('the list says who may receive and why the others may not', async () => {
    await s.customer('Zeca Sem Telefone', { phone: null });
    await s.customer('Zeca Inativo', { active: false });
    await s.customer('Zeca Não Verificado', { verified: false });
    await s.customer('Zeca Internacional', { phone: '+1 404 555 0199' });
    await s.customer('Zeca Brasil');
    const list = await body<{
      customers: { name: string; reach: { eligible: boolean; reasons: string[]; route: string | null } }[];
      total: number;
      eligible: number;
      automatic: number;
      manual: number;
    }>(await s.as('admin', 'GET', '/customers?q=zeca'), 200);
    // Eligible are two, but a send reaches only the Brazilian one by itself; the other is by hand.
    expect([list.total, list.eligible, list.automatic, list.manual]).toEqual([5, 2, 1, 1]);
    expect(list.customers.map((c) => [c.name, c.reach.eligible, c.reach.reasons, c.reach.route])).toEqual([
      ['Zeca Brasil', true, [], 'automatic'],
      ['Zeca Inativo', false, ['inactive'], 'automatic'],
      ['Zeca Internacional', true, [], 'manual'],
      ['Zeca Não Verificado', false, ['unverified'], 'automatic'],
      ['Zeca Sem Telefone', false, ['no_phone'], null],
    ]);
  });
});

describe('single send: the result at once', () => {
  it('a verified Brazilian customer: sent through the outbox (§7.3 form), audited', async () => {
    const ana = await s.customer('Ana Única');
    const res = await body<{ result: { success: boolean; messageId: string } }>(
      await s.as('admin', 'POST', '/send', { couponIds: [s.couponId], customerId: ana.id }),
      200,
    );
    expect(res.result).toMatchObject({ success: true, message: 'Cupom enviado' });
    expect(s.provider.delivered).toHaveLength(1);
    expect(s.provider.delivered[0]!.fields.map(([k]) => k)).toEqual([
      'appkey',
      'authkey',
      'to',
      'message',
      'sandbox',
    ]);
    expect(s.provider.field(s.provider.delivered[0]!, 'to')).toBe(ana.digits);
    expect(s.provider.field(s.provider.delivered[0]!, 'sandbox')).toBe('false');
    const [row] = await s.t.database.db.select().from(messages).where(eq(messages.id, res.result.messageId));
    expect(row).toMatchObject({ status: 'sent', purpose: 'coupon', attempts: 1, related_id: ana.id });
    const audit = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.sent'), eq(auditLog.entity_id, ana.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: s.adminId, actor_role: 'admin' });
  });

  it("a s.provider refusal is the customer's error at once; the row is failed, not retried later", async () => {
    const bia = await s.customer('Bia Recusada');
    s.provider.state.refuse.add(bia.digits);
    const res = await body<{ result: { success: boolean; error: string } }>(
      await s.as('admin', 'POST', '/send', { couponIds: [s.couponId], customerId: bia.id }),
      200,
    );
    expect(res.result.success).toBe(false);
    expect(res.result.error).toMatch(/^Não foi possível criar mensagem \(HTTP 400/);
  });

  it('an international number is blocked with §8.6 advice; "Envio Internacional" gives the chat link and is recorded', async () => {
    const joe = await s.customer('Joe Georgia', { phone: '+1 404 555 0123' });
    const blocked = await body<{ result: { success: boolean; blocked: boolean; error: string } }>(
      await s.as('admin', 'POST', '/send', { couponIds: [s.couponId], customerId: joe.id }),
      200,
    );
    expect(blocked.result).toEqual({ success: false, blocked: true, error: INTERNATIONAL_BLOCKED_MESSAGE });
    const forced = await body<{ result: { success: boolean; chatLinks: string[] } }>(
      await s.as('admin', 'POST', '/send', { couponIds: [s.couponId], customerId: joe.id, force: true }),
      200,
    );
    expect(forced.result.success).toBe(true);
    expect(forced.result.chatLinks).toHaveLength(1);
    expect(forced.result.chatLinks[0]).toMatch(/^https:\/\/wa\.me\/14045550123\?text=/);
    expect(decodeURIComponent(forced.result.chatLinks[0]!.split('text=')[1]!)).toContain('PICANHA10');
    expect(s.provider.delivered).toHaveLength(0);
    const actions = (await s.t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, joe.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['coupon.send_blocked', 'coupon.sent_manually']);
  });

  it('an unverified customer is refused; an unknown one is 404', async () => {
    const cai = await s.customer('Caio Não Verificado', { verified: false });
    expect(
      (await s.as('admin', 'POST', '/send', { couponIds: [s.couponId], customerId: cai.id })).status,
    ).toBe(422);
    expect(
      (
        await s.as('admin', 'POST', '/send', {
          couponIds: [s.couponId],
          customerId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
  });

  it('without WhatsApp keys the outbox keeps the message "not configured" with the §8.6 text', async () => {
    const dani = await s.customer('Dani Sem Chaves');
    const unconfigured = createCouponSendingService({
      db: s.t.database.db,
      transports: {
        whatsapp: createWhatsAppTransport({ config: null }),
        email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
      },
      logger: silent,
    });
    const result = await unconfigured.sendOne(
      { userId: s.adminId, role: 'admin' },
      { couponIds: [s.couponId], customerId: dani.id, force: false },
    );
    expect(result).toMatchObject({ success: false, error: API_KEYS_NOT_CONFIGURED });
    const [row] = await s.t.database.db.select().from(messages).where(eq(messages.id, result.messageId!));
    expect(row?.status).toBe('not_configured');
  });
});
