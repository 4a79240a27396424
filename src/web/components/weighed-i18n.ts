import { registerNamespace } from '../lib/i18n';
import { weighed as en } from '../locales/en/weighed';
import { weighed as pt } from '../locales/pt-BR/weighed';

/**
 * The words of items sold by weight load with the screens that show them (product page, cart,
 * checkout, orders), not with the home page's first load (decision 004).
 */
registerNamespace('weighed', pt, en);
