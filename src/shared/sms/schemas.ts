import { z } from 'zod';

/**
 * Twilio's inbound-message webhook (decision 077), form-encoded: the fields the shop reads. Twilio
 * sends many more (AccountSid, MessageSid, NumMedia, …); they are signed, so they are accepted and
 * ignored. `OptOutType` comes with Advanced Opt-Out (STOP, START, HELP).
 */
export const twilioInboundSchema = z.looseObject({
  From: z.string().trim().min(1).max(30),
  Body: z.string().max(1600).optional(),
  OptOutType: z.string().trim().max(20).optional(),
});
export type TwilioInbound = z.output<typeof twilioInboundSchema>;
