import { registerNamespace } from '@/web/lib/i18n';
import { labels as labelsEn } from '@/web/locales/en/labels';
import { labels as labelsPt } from '@/web/locales/pt-BR/labels';

// Loaded with the order desk's weighing panel and label page only (decision 004).
registerNamespace('labels', labelsPt, labelsEn);
