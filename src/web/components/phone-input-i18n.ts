import { registerNamespace } from '../lib/i18n';
import { phone as phoneEn } from '../locales/en/phone';
import { phone as phonePt } from '../locales/pt-BR/phone';

// Loaded with this feature's code, not with the home page (decision 004).
registerNamespace('phone', phonePt, phoneEn);
