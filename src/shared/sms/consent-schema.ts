import { z } from 'zod';

/**
 * "Quero receber SMS" on the customer's profile page (decision 083): true gives the consent for the
 * +1 phone of her profile, false withdraws it. Used by the route and the profile's switch.
 */
export const smsConsentChangeSchema = z.object({ consent: z.boolean() });
export type SmsConsentChange = z.infer<typeof smsConsentChangeSchema>;
