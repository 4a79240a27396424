import type { Db } from '@/server/db/client';
import type { ContactMessage } from '@/shared/contact/schemas';
import type { LivePublisher } from '../live/public';
import { queueMessage } from '../messaging/public';
import type { SettingsService } from '../settings/public';
import { contactMessages } from './schema';
import { contactChange, createStaffMessages } from './staff-messages';

export type ContactService = ReturnType<typeof createContactService>;

function notificationText(message: ContactMessage & { id: string }) {
  return [
    'Nova mensagem pelo formulário de contato do site.',
    '',
    `Nome: ${message.name}`,
    `E-mail: ${message.email}`,
    `Telefone: ${message.phone ?? 'não informado'}`,
    `Idioma: ${message.language === 'en' ? 'inglês' : 'português'}`,
    '',
    message.message,
    '',
    `Responda para ${message.email}. Protocolo: ${message.id}`,
  ].join('\n');
}

/** `live`: the desk hears a new message at once (issue 40, decision 088; admins' streams). */
export function createContactService(db: Db, settings: SettingsService, live?: LivePublisher) {
  return {
    /** Stores the message and queues the shop's notification in the same transaction. */
    async submit(input: ContactMessage, meta: { ip: string | undefined }) {
      const shop = await settings.getPublic();
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...input, ip: meta.ip ?? null })
          .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
        if (!row) throw new Error('contact message insert returned no row');
        if (shop.contact.email) {
          await queueMessage(tx, {
            channel: 'email',
            recipient: shop.contact.email,
            subject: `Contato pelo site: ${input.name}`,
            body: notificationText({ ...input, id: row.id }),
            purpose: 'contact',
            relatedId: row.id,
          });
        }
        return row;
      });
      await live?.publish(contactChange);
      return saved;
    },
    staff: createStaffMessages(db, live),
  };
}
