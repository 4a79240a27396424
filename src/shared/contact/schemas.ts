import { z } from 'zod';

/** Portuguese texts the server answers with; the form shows them in the interface language. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Informe seu nome',
  emailInvalid: 'Informe um e-mail válido',
  phoneInvalid: 'Telefone inválido',
  messageTooShort: 'Escreva uma mensagem com pelo menos 10 caracteres',
  messageTooLong: 'A mensagem pode ter no máximo 2000 caracteres',
  spam: 'Não foi possível enviar a mensagem.',
} as const;

/**
 * SPEC §2.7 contact form. `website` is a bot trap: hidden from people, filled by naive bots; any
 * value refuses the message.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, CONTACT_MESSAGES.nameRequired).max(100, CONTACT_MESSAGES.nameRequired),
  email: z.string().trim().toLowerCase().pipe(z.email(CONTACT_MESSAGES.emailInvalid).max(254)),
  phone: z
    .string()
    .trim()
    .max(30, CONTACT_MESSAGES.phoneInvalid)
    .refine((v) => v === '' || /^\+?[\d\s().-]{7,}$/.test(v), CONTACT_MESSAGES.phoneInvalid)
    .optional()
    .transform((v) => (v ? v : null)),
  message: z
    .string()
    .trim()
    .min(10, CONTACT_MESSAGES.messageTooShort)
    .max(2000, CONTACT_MESSAGES.messageTooLong),
  website: z.string().max(0, CONTACT_MESSAGES.spam).optional(),
  /** The interface language the visitor wrote in, so staff answer in it. */
  language: z.enum(['pt-BR', 'en']).default('pt-BR'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
