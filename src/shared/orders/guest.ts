import { z } from 'zod';
import { emailSchema, fullNameSchema, newPasswordSchema } from '../accounts/schemas';
import { KEYS } from '../messages';
import { paths } from '../routes';
import { placeOrderFields, withOrderChecks } from './schemas';

/**
 * Guest checkout (issue 38, decision 096): the checkout's own fields and checks, plus her e-mail
 * and name; her phone is required whatever the way of receiving (the shop reaches her by it and
 * counts the welcome coupon per e-mail and phone). The same schema checks the form and the server.
 */
export const guestOrderSchema = withOrderChecks(
  placeOrderFields
    .extend({ email: emailSchema, fullName: fullNameSchema })
    .refine((v) => typeof v.phone === 'string' && v.phone.trim() !== '', {
      path: ['phone'],
      message: KEYS.order.guestPhoneRequired,
      // Beside the other fields' errors, but only on an object (a body of `null` was a 500).
      when: ({ value }) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { phone?: unknown }).phone !== 'number',
    }),
);
export type GuestOrderInput = z.input<typeof guestOrderSchema>;
export type GuestOrderValues = z.output<typeof guestOrderSchema>;

/** The signed link's token (`<order id>.<signature>`): its shape only; the signature decides. */
export const guestTokenParams = z.object({
  token: z
    .string()
    .trim()
    .max(200, KEYS.order.guestLinkInvalid)
    .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,100}$/, KEYS.order.guestLinkInvalid),
});

/** "Criar conta com um clique": the password she chooses; the e-mail and name are the order's. */
export const guestClaimSchema = z.object({ password: newPasswordSchema });
export type GuestClaimInput = z.input<typeof guestClaimSchema>;

/** Where the signed link opens (the page reads `?token=`). */
export const GUEST_ORDER_PATH = paths.guestOrder;
export const guestOrderLink = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/$/, '')}${GUEST_ORDER_PATH}?token=${token}`;
