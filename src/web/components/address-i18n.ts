import { registerNamespace } from '../lib/i18n';
import { addresses as en } from '../locales/en/addresses';
import { addresses as pt } from '../locales/pt-BR/addresses';

// Loaded with the address fields (checkout, profile), not with the home page (decision 004).
registerNamespace('addresses', pt, en);
