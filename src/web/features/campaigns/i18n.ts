import { registerNamespace } from '@/web/lib/i18n';
import { campaigns as campaignsEn } from '@/web/locales/en/campaigns';
import { campaigns as campaignsPt } from '@/web/locales/pt-BR/campaigns';

// Loaded with the campaign's page, the home's campaign section or the panel's screens (decision 004).
registerNamespace('campaigns', campaignsPt, campaignsEn);
