import { z } from 'zod';
import { KEYS, MESSAGES } from '../messages';
import { textMax } from '../text-limits';

/** The Portuguese texts of the contact form's keys (the catalogue's `contact` group, decision 023). */
export const CONTACT_MESSAGES = MESSAGES.contact;
const K = KEYS.contact;

/**
 * SPEC §2.7 contact form. `website` is a bot trap: hidden from people, filled by naive bots; any
 * value refuses the message.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, K.nameRequired).max(100, K.nameRequired),
  email: z.string().trim().toLowerCase().pipe(z.email(K.emailInvalid).max(254)),
  phone: z
    .string()
    .trim()
    .max(30, K.phoneInvalid)
    .refine((v) => v === '' || /^\+?[\d\s().-]{7,}$/.test(v), K.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : null)),
  message: z
    .string()
    .trim()
    .min(10, K.messageTooShort)
    .max(...textMax('contactMessage')),
  website: z.string().max(0, K.spam).optional(),
  /** The interface language the visitor wrote in, so staff answer in it. */
  language: z.enum(['pt-BR', 'en']).default('pt-BR'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The desk's contact panel (issue 40): the messages still to answer, or the latest of all. */
export const staffContactQuery = z.object({ state: z.enum(['open', 'all']).default('open') });
export const contactMessageParams = z.object({ id: z.uuid({ error: K.notFound }) });
/** Answered (or put back to answer) by the person who marks it. */
export const contactHandledSchema = z.object({ handled: z.boolean() });

/** One message as the desk's panel shows it. */
export type StaffContactMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: 'pt-BR' | 'en';
  createdAt: string;
  handledAt: string | null;
};
export type StaffContactList = { messages: StaffContactMessage[]; open: number };
