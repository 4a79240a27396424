import { registerNamespace } from '@/web/lib/i18n';
import { invitations as invitationsEn } from '@/web/locales/en/invitations';
import { invitations as invitationsPt } from '@/web/locales/pt-BR/invitations';

// Loaded with the invitations screens only (decision 004).
registerNamespace('invitations', invitationsPt, invitationsEn);
