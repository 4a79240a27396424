import { registerNamespace } from '../../../lib/i18n';
import { messageDesk as deskEn } from '../../../locales/en/message-desk';
import { messageDesk as deskPt } from '../../../locales/pt-BR/message-desk';

// Loaded with the message desk and the admin home's banner only (decision 004).
registerNamespace('messageDesk', deskPt, deskEn);
