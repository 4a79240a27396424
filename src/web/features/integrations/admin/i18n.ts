import { registerNamespace } from '@/web/lib/i18n';
import { integrations as integrationsEn } from '@/web/locales/en/integrations';
import { integrations as integrationsPt } from '@/web/locales/pt-BR/integrations';

// Loaded with the admin panel's Integrações screen only (decision 004).
registerNamespace('integrations', integrationsPt, integrationsEn);
