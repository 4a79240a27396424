import { registerNamespace } from '@/web/lib/i18n';
import { live as liveEn } from '@/web/locales/en/live';
import { live as livePt } from '@/web/locales/pt-BR/live';

// Loaded with the desk and the order pages, never with the home page (decision 004).
registerNamespace('live', livePt, liveEn);
