import { registerNamespace } from '@/web/lib/i18n';
import { orderEdit as orderEditEn } from '@/web/locales/en/order-edit';
import { orderEdit as orderEditPt } from '@/web/locales/pt-BR/order-edit';

// Loaded with the desk's order editing only (decision 004).
registerNamespace('orderEdit', orderEditPt, orderEditEn);
