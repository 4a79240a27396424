import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@/shared/messaging/coupon-sending';
import { INTERNATIONAL_BLOCKED_MESSAGE } from '@/shared/phones/rules';
import { couponSendingSuite } from '@/testing/coupon-sending';
import { waitUntil } from '@/testing/messaging/clock';
import { silent } from '@/testing/messaging/outbox-fixture';
import { body } from '@/testing/orders';
import { auditLog } from '../audit/schema';
import { messages } from '../messaging/schema';
import { createWhatsAppTransport } from '../messaging/transports/whatsapp';
import type { JobDetail } from './jobs';
import { couponSendItems, couponSendJobs } from './schema';
import { createCouponSendingService } from './service';

/**
 * Coupon sending (decision 044), part 2: the bulk send as a job on the server, one customer per
 * second, resumed after a restart with nobody messaged twice; and the real spacing, measured.
 */
const s = couponSendingSuite();

describe('bulk send: a job on the server, one customer per second', () => {
  it('30 customers, 3 refused by the s.provider → the §3.6 bulk result, 1 s apart, each messaged once', async () => {
    const people: Awaited<ReturnType<typeof s.customer>>[] = [];
    for (let i = 0; i < 30; i++) people.push(await s.customer(`Bulk ${String(i).padStart(2, '0')}`));
    for (const p of [people[3]!, people[14]!, people[27]!]) s.provider.state.refuse.add(p.digits);
    const started = await body<JobDetail>(await s.startBulk(people.map((p) => p.id)), 201);
    expect(started.job).toMatchObject({ status: 'running', total: 30 });
    const done = await s.finished(started.job.id);
    expect(done.job.status).toBe('done');
    expect(done.result).toEqual<BulkResult>({
      success: true,
      totalCustomers: 30,
      successfulSends: 27,
      failedSends: 3,
      errors: ['Bulk 03', 'Bulk 14', 'Bulk 27'].map((customer) => ({
        customer,
        error: expect.stringMatching(/^Não foi possível criar mensagem \(HTTP 400/),
      })),
    });
    expect(done.items.every((i) => i.state === 'success' || i.state === 'error')).toBe(true);
    // Every customer reached the s.provider once; the 27 accepted are the delivered ones.
    expect(s.provider.attempts()).toBeGreaterThanOrEqual(30);
    expect(new Set(s.deliveredTo()).size).toBe(27);
    expect(s.deliveredTo()).toHaveLength(27);
    // §9: exactly one second between one customer and the next (virtual clock).
    expect(s.pauses).toEqual(Array(29).fill(1_000));
    expect(s.sendTimes.slice(1).map((at, i) => at - s.sendTimes[i]!)).toEqual(Array(29).fill(1_000));
    const audits = await s.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'coupon.sent'));
    expect(audits.filter((a) => (a.after as { jobId?: string }).jobId === started.job.id)).toHaveLength(30);
  });

  it('§4.5: all failed is not a success', async () => {
    const a = await s.customer('Falha A');
    const b = await s.customer('Falha B');
    s.provider.state.refuse.add(a.digits).add(b.digits);
    const done = await s.finished((await body<JobDetail>(await s.startBulk([a.id, b.id]), 201)).job.id);
    expect(done.result).toMatchObject({
      success: false,
      totalCustomers: 2,
      successfulSends: 0,
      failedSends: 2,
    });
  });

  it('ineligible customers are left out; international ones end in error with the §8.6 advice', async () => {
    const ok = await s.customer('Mix Ok');
    const unverified = await s.customer('Mix Não Verificado', { verified: false });
    const intl = await s.customer('Mix Internacional', { phone: '+1 404 555 0177' });
    const done = await s.finished(
      (await body<JobDetail>(await s.startBulk([ok.id, unverified.id, intl.id]), 201)).job.id,
    );
    expect(done.items.map((i) => [i.name, i.state, i.blocked])).toEqual([
      ['Mix Internacional', 'error', true],
      ['Mix Ok', 'success', false],
    ]);
    expect(done.items[0]!.error).toBe(INTERNATIONAL_BLOCKED_MESSAGE);
    // "Envio Internacional" from the job page records the manual send on the item.
    const manual = await body<{ result: { chatLinks: string[] } }>(
      await s.as('admin', 'POST', '/send', {
        couponIds: [s.couponId],
        customerId: intl.id,
        force: true,
        jobItemId: done.items[0]!.id,
      }),
      200,
    );
    expect(manual.result.chatLinks[0]).toMatch(/^https:\/\/wa\.me\/14045550177\?text=/);
    const again = await s.finished(done.job.id);
    expect(again.items[0]!.manualAt).not.toBeNull();
  });

  it('a bulk send with nobody it can message itself (only numbers abroad) is refused', async () => {
    const abroad = await s.customer('Só Internacional', { phone: '+1 404 555 0178' });
    const refused = await body<{ error: { key: string } }>(await s.startBulk([abroad.id]), 422);
    expect(refused.error.key).toBe('couponSending.noneAutomatic');
    const items = await s.t.database.db
      .select()
      .from(couponSendItems)
      .where(eq(couponSendItems.customer_id, abroad.id));
    expect(items).toHaveLength(0);
  });

  it('a second bulk send of the same coupons to the same people while one runs is refused; cancel stops the rest', async () => {
    const people: Awaited<ReturnType<typeof s.customer>>[] = [];
    for (let i = 0; i < 5; i++) people.push(await s.customer(`Dup ${i}`));
    let open!: () => void;
    s.gate = new Promise<void>((done) => {
      open = done;
    });
    const first = await body<JobDetail>(await s.startBulk(people.map((p) => p.id)), 201);
    await waitUntil('the first customer sent', 5_000, () => s.provider.delivered.length === 1);
    const dup = await body<{ error: { key: string } }>(
      await s.startBulk([people[2]!.id, people[4]!.id]),
      409,
    );
    expect(dup.error.key).toBe('couponSending.duplicateJob');
    // Another coupon to the same people is another send.
    const other = await body<JobDetail>(await s.startBulk([people[0]!.id], [s.otherCouponId]), 201);
    const cancelled = await body<JobDetail>(await s.as('admin', 'POST', `/jobs/${first.job.id}/cancel`), 200);
    expect(cancelled.job.status).toBe('cancelled');
    open();
    s.gate = null;
    const done = await s.finished(first.job.id);
    await s.finished(other.job.id);
    expect(done.items.map((i) => i.state)).toEqual([
      'success',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(done.result).toMatchObject({ totalCustomers: 1, successfulSends: 1, success: true });
    expect(s.deliveredTo().filter((to) => to === people[1]!.digits)).toHaveLength(0);
    expect((await s.as('admin', 'POST', `/jobs/${first.job.id}/cancel`)).status).toBe(409);
    // Once finished, the same send may start again.
    const again = await body<JobDetail>(await s.startBulk([people[1]!.id]), 201);
    await s.finished(again.job.id);
    const list = await body<{ jobs: { id: string }[] }>(await s.as('admin', 'GET', '/jobs'), 200);
    expect(list.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([first.job.id, again.job.id]));
  });

  it('a restarted server (a new service on the same database) resumes and messages nobody twice', async () => {
    const people: Awaited<ReturnType<typeof s.customer>>[] = [];
    for (let i = 0; i < 8; i++) people.push(await s.customer(`Restart ${i}`));
    let open!: () => void;
    let paused = 0;
    const held = new Promise<void>((done) => {
      open = done;
    });
    const first = createCouponSendingService({
      db: s.t.database.db,
      transports: s.transports(() => s.provider.url),
      logger: silent,
      // The third pause never ends until the server is stopping.
      sleep: async () => {
        if (++paused === 3) await held;
      },
    });
    const job = await first.startBulk(
      { userId: s.adminId, role: 'admin' },
      {
        couponIds: [s.couponId],
        customerIds: people.map((p) => p.id),
      },
    );
    await waitUntil('three customers sent', 5_000, () => s.provider.delivered.length === 3);
    const stopping = first.stop();
    open();
    await stopping;
    const mid = await first.job(job.job.id);
    expect(mid.job.status).toBe('running');
    expect(mid.job.counts.success).toBe(3);
    // One customer was left "sending" with a message already delivered (a crash mid-send).
    const fourth = mid.items[3]!;
    const [row] = await s.t.database.db
      .insert(messages)
      .values({
        channel: 'whatsapp',
        recipient: `+${people[3]!.digits}`,
        body: 'x',
        purpose: 'coupon',
        status: 'sent',
      })
      .returning();
    await s.t.database.db
      .update(couponSendItems)
      .set({ state: 'sending', message_ids: [row!.id] })
      .where(eq(couponSendItems.id, fourth.id));

    const second = s.service();
    expect(await second.resume()).toBeGreaterThanOrEqual(1);
    await second.settled(job.job.id);
    const done = await second.job(job.job.id);
    expect(done.job.status).toBe('done');
    expect(done.result).toMatchObject({ totalCustomers: 8, successfulSends: 8, success: true });
    const mine = new Set(people.map((p) => p.digits));
    const sent = s.deliveredTo().filter((to) => mine.has(to ?? ''));
    expect(sent).toHaveLength(7);
    expect(new Set(sent).size).toBe(7);
    expect(sent).not.toContain(people[3]!.digits);
    await second.stop();
    const [jobRow] = await s.t.database.db
      .select()
      .from(couponSendJobs)
      .where(eq(couponSendJobs.id, job.job.id));
    expect(jobRow?.finished_at).not.toBeNull();
  });
});

describe('real spacing (measured, a small count)', () => {
  it('three customers reach the s.provider at least one second apart', async () => {
    const people: Awaited<ReturnType<typeof s.customer>>[] = [];
    for (let i = 0; i < 3; i++) people.push(await s.customer(`Tempo ${i}`));
    const times: number[] = [];
    const real = createCouponSendingService({
      db: s.t.database.db,
      transports: {
        whatsapp: {
          send: (m) => {
            times.push(performance.now());
            return createWhatsAppTransport({
              config: { url: s.provider.url, appKey: 'a', authKey: 'b' },
            }).send(m);
          },
        },
        email: { send: async () => ({ status: 'sent', providerMessageId: null }) },
      },
      logger: silent,
    });
    const job = await real.startBulk(
      { userId: s.adminId, role: 'admin' },
      {
        couponIds: [s.couponId],
        customerIds: people.map((p) => p.id),
      },
    );
    await real.settled(job.job.id);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_000);
    await real.stop();
  }, 20_000);
});
