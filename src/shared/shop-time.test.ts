import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TIME_ZONE } from './campaigns/rules';
import { COUPON_TIME_ZONE } from './coupons/admin-schema';
import { SHOP_TIME_ZONE as MESSAGES_ZONE } from './messaging/templates';
import { SHOP_TIME_ZONE as PRIVACY_ZONE } from './privacy/rules';
import { REPORT_TIME_ZONE } from './reports/schemas';
import { formatShopDate, SHOP_TIME_ZONE, shopDay } from './shop-time';

// Issue 39 (decision 102): one shop clock. 23:30 in Georgia is already the next day in UTC.
describe('the shop clock', () => {
  const table: [string, string, string, string][] = [
    // instant (UTC), shop day, pt-BR short date, en-US short date
    ['2026-11-30T04:30:00Z', '2026-11-29', '29/11/2026', '11/29/26'],
    ['2026-11-30T05:30:00Z', '2026-11-30', '30/11/2026', '11/30/26'],
    // Summer time: 23:30 EDT is 03:30 UTC.
    ['2026-07-05T03:30:00Z', '2026-07-04', '04/07/2026', '7/4/26'],
  ];
  it.each(table)('%s is %s in the shop', (instant, day, pt, en) => {
    expect(shopDay(instant)).toBe(day);
    expect(formatShopDate(instant, 'pt-BR')).toBe(pt);
    expect(formatShopDate(instant, 'en-US')).toBe(en);
  });

  it('with the time: 23:30 on the shop clock, not the UTC 04:30', () => {
    expect(formatShopDate('2026-11-30T04:30:00Z', 'pt-BR', { dateStyle: 'short', timeStyle: 'short' })).toBe(
      '29/11/2026, 23:30',
    );
  });

  it("every module's zone is the shop's one", () => {
    for (const zone of [COUPON_TIME_ZONE, CAMPAIGN_TIME_ZONE, MESSAGES_ZONE, PRIVACY_ZONE, REPORT_TIME_ZONE])
      expect(zone).toBe(SHOP_TIME_ZONE);
  });
});
