import { registerNamespace } from '../../../lib/i18n';
import { invitations as invitationsEn } from '../../../locales/en/invitations';
import { invitations as invitationsPt } from '../../../locales/pt-BR/invitations';

// Loaded with the invitations screens only (decision 004).
registerNamespace('invitations', invitationsPt, invitationsEn);
