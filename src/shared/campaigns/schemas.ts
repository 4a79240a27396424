import { z } from 'zod';
import { calendarDate } from '../dates';
import { KEYS } from '../messages';
import { DEPOSIT_KINDS } from './rules';

/** The campaign's inputs (STYLE habit 1), for the server and the admin form (issue 41, decision 093). */
const K = KEYS.campaign;

export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_SLOTS_MAX = 200;
export const CAMPAIGN_CAPACITY_MAX = 9999;

const name = z
  .string({ message: K.nameRequired })
  .trim()
  .min(1, K.nameRequired)
  .max(CAMPAIGN_NAME_MAX, K.nameRequired);

export const campaignSlotInput = z.object({
  day: calendarDate(),
  variationId: z.uuid({ message: K.variationUnknown }),
  capacity: z
    .number({ message: K.capacityInvalid })
    .int(K.capacityInvalid)
    .min(0, K.capacityInvalid)
    .max(CAMPAIGN_CAPACITY_MAX, K.capacityInvalid),
});

export const campaignSaveSchema = z
  .object({
    namePt: name,
    nameEn: name,
    slug: z
      .string({ message: K.slugInvalid })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, K.slugInvalid)
      .max(60, K.slugInvalid),
    ordersFrom: calendarDate(),
    ordersUntil: calendarDate(),
    active: z.boolean().default(true),
    depositKind: z.enum(DEPOSIT_KINDS, { message: K.depositInvalid }).default('none'),
    depositValue: z
      .number({ message: K.depositInvalid })
      .int(K.depositInvalid)
      .min(0, K.depositInvalid)
      .max(99_999_999, K.depositInvalid)
      .default(0),
    slots: z.array(campaignSlotInput).min(1, K.slotsRequired).max(CAMPAIGN_SLOTS_MAX, K.slotsRequired),
  })
  .superRefine((v, ctx) => {
    if (v.ordersUntil < v.ordersFrom)
      ctx.addIssue({ code: 'custom', path: ['ordersUntil'], message: K.periodInvalid });
    if (v.depositKind === 'percent' && (v.depositValue < 1 || v.depositValue > 100))
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: K.depositInvalid });
    if (v.depositKind === 'fixed' && v.depositValue < 1)
      ctx.addIssue({ code: 'custom', path: ['depositValue'], message: K.depositInvalid });
    const seen = new Set<string>();
    v.slots.forEach((slot, i) => {
      const key = `${slot.day}|${slot.variationId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['slots', i, 'day'], message: K.slotTwice });
      seen.add(key);
      if (slot.day < v.ordersFrom)
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'day'], message: K.dayBeforeOrders });
    });
  });
export type CampaignSaveInput = z.input<typeof campaignSaveSchema>;
export type CampaignSaveValues = z.output<typeof campaignSaveSchema>;

export const campaignIdParam = z.object({ id: z.uuid({ message: K.notFound }) });
export const campaignSlugParam = z.object({
  slug: z.string().trim().min(1, K.notFound).max(60, K.notFound),
});

/** The production list: one campaign, one day. */
export const productionListQuery = z.object({
  campaignId: z.uuid({ message: K.notFound }),
  day: calendarDate(),
  storeId: z.uuid().optional(),
});
export type ProductionListQuery = z.infer<typeof productionListQuery>;
