import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categoryInput } from './catalogue/category-schemas';
import { aboutEdit, bannerInput, sectionEdit, testimonialInput } from './catalogue/content-schemas';
import { cutChoiceSchema } from './catalogue/cuts';
import { productInput } from './catalogue/product-schemas';
import { contactMessageSchema } from './contact/schemas';
import { couponSaveSchema } from './coupons/admin-schema';
import { issueMessage, renderMessage } from './messages';
import { orderEditSchema } from './orders/edit-schema';
import { confirmPaymentSchema, placeOrderFields, statusChangeSchema } from './orders/schemas';
import { undoStatusSchema } from './orders/undo';
import { refundSchema } from './payments/schemas';
import { countText, isNearTextLimit, TEXT_LIMITS, type TextLimitName, textLimitMessage } from './text-limits';

const LINE = '7f0c6a53-2a4e-4c55-9d43-2f2a0d9c1b11';

/** A field's own schema, and how a text is put into it (a record keys it by a cart line). */
type Case = { schema: z.ZodType; put?: (text: string) => unknown; path?: string[] };

/** Every limit of the table, with each schema that takes its max from it (decision 110). */
const CASES: Record<TextLimitName, Case[]> = {
  orderNote: [{ schema: placeOrderFields.shape.notes }],
  itemNote: [{ schema: placeOrderFields.shape.itemNotes, put: (text) => ({ [LINE]: text }), path: [LINE] }],
  cutNote: [{ schema: cutChoiceSchema.shape.note }],
  contactMessage: [{ schema: contactMessageSchema.shape.message }],
  staffNote: [
    { schema: statusChangeSchema.shape.note },
    { schema: confirmPaymentSchema.shape.note },
    { schema: undoStatusSchema.shape.reason },
  ],
  editReason: [{ schema: orderEditSchema.shape.belowMinimumReason }],
  refundReason: [{ schema: refundSchema.shape.reason }],
  testimonialText: [{ schema: testimonialInput.shape.text }],
  productDescription: [
    { schema: productInput.shape.description },
    { schema: productInput.shape.descriptionEn },
  ],
  categoryDescription: [
    { schema: categoryInput.shape.description },
    { schema: categoryInput.shape.descriptionEn },
  ],
  couponDescription: [{ schema: couponSaveSchema.shape.description }],
  bannerSubtitle: [{ schema: bannerInput.shape.subtitlePt }, { schema: bannerInput.shape.subtitleEn }],
  sectionSubtitle: [{ schema: sectionEdit.shape.subtitlePt }, { schema: sectionEdit.shape.subtitleEn }],
  sectionBody: [{ schema: aboutEdit.shape.bodyPt }, { schema: aboutEdit.shape.bodyEn }],
};

const rows = Object.entries(CASES).flatMap(([name, cases]) =>
  cases.map((c, i) => [`${name} #${i + 1}`, name as TextLimitName, c] as const),
);

describe('TEXT_LIMITS: each schema takes its max and its message from the table', () => {
  it.each(rows)('%s accepts exactly the limit, kept whole', (_label, name, { schema, put = (t) => t }) => {
    const max = TEXT_LIMITS[name];
    const text = `${'ç'.repeat(max - 1)}x`;
    const parsed = schema.safeParse(put(text));
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(parsed.data)).toContain(text);
    // Counted after the trim: spaces around a text at the limit do not refuse it.
    expect(schema.safeParse(put(`  ${text}\n`)).success).toBe(true);
  });

  it.each(rows)('%s refuses the limit + 1 with its own message', (_label, name, { schema, put, path }) => {
    const max = TEXT_LIMITS[name];
    const parsed = schema.safeParse((put ?? ((t: string) => t))('x'.repeat(max + 1)));
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.path).toEqual(path ?? []);
    expect(issue?.message).toBe(textLimitMessage(name));
    expect(issue && issueMessage(issue)).toEqual({ key: `textLimit.${name}`, params: { max } });
  });

  it('names the limit in Portuguese', () => {
    expect(renderMessage('textLimit.orderNote', { max: TEXT_LIMITS.orderNote })).toBe(
      'A observação pode ter até 1000 caracteres.',
    );
    expect(renderMessage('textLimit.contactMessage', { max: 2000 })).toBe(
      'A mensagem pode ter até 2000 caracteres.',
    );
  });
});

describe('the counter', () => {
  it.each([
    [0, 1000, false],
    [899, 1000, false],
    [900, 1000, true],
    [1000, 1000, true],
    [125, 140, false],
    [126, 140, true],
  ])('%i of %i is near the limit: %s', (length, max, near) => {
    expect(isNearTextLimit(length, max)).toBe(near);
  });

  it.each([
    [1000, 'en', '1,000'],
    [1000, 'pt-BR', '1000'],
    [140, 'en', '140'],
  ])('writes %i in %s as %s', (count, language, text) => {
    expect(countText(count, language)).toBe(text);
  });
});
