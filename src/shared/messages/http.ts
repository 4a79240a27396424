import { DEFAULT_MESSAGES } from '../errors';

/** What the HTTP layer and every error code answer by default, and the rate limits (§8.1). Part of MESSAGES (../messages.ts). */
export const HTTP_MESSAGES = {
  /** The default text of each error code, plus zod's own refusals (wrong type, …). */
  common: {
    ...DEFAULT_MESSAGES,
    invalidValue: 'Valor inválido.',
    invalidCharacters: 'O texto contém caracteres inválidos.',
    /** A date that is not a day of the calendar (shared/dates.ts), where the area has no words of its own. */
    dateInvalid: 'Use uma data válida (AAAA-MM-DD).',
    /** A real date outside the shop's range (DATE_MIN–DATE_MAX of shared/dates.ts), in every area. */
    dateOutOfRange: 'Use uma data entre os anos {min} e {max}.',
  },
  /** What the HTTP layer answers when no service refused. */
  http: {
    originRefused: 'Origem da requisição não permitida.',
    storeMissing: 'Loja não informada.',
    storeInvalid: 'Loja inválida.',
    malformedJson: 'Corpo da requisição inválido (JSON malformado).',
    tooLarge: 'Conteúdo grande demais.',
    tooLargeLimit: 'Conteúdo grande demais (máximo 1 MB).',
    apiRouteNotFound: 'Rota da API não encontrada.',
  },
  /** §8.1: `{time}` is when the caller may try again (formatRetryTime, the shop's clock). */
  rateLimit: {
    login: 'Muitas tentativas de login falharam. Tente novamente às {time}.',
    blocked: 'Muitas tentativas. Tente novamente às {time}',
    limited: 'Limite de requisições atingido. Tente novamente às {time}',
  },
} as const;
