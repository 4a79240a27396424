import { registerNamespace } from '@/web/lib/i18n';
import { messageDesk as deskEn } from '@/web/locales/en/message-desk';
import { messageDesk as deskPt } from '@/web/locales/pt-BR/message-desk';

// Loaded with the message desk and the admin home's banner only (decision 004).
registerNamespace('messageDesk', deskPt, deskEn);
