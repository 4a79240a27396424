import type { MessageKey, MessageParams } from './messages';

/**
 * The JSON error shape every API refusal uses (DESIGN §6, decision 023), read by the server and
 * the web app. Kept free of the message catalogue: the web's first load imports this file.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One message about a field: its key, parameters and Portuguese text (for logs, API users, tests). */
export type FieldMessage = { key: MessageKey; params?: MessageParams; message: string };

export type FieldErrors = Record<string, FieldMessage[]>;

export type ErrorBody = {
  error: {
    code: ErrorCode;
    /** What to show: the web app renders it from its dictionaries in the interface language. */
    key: MessageKey;
    params?: MessageParams;
    /** The Portuguese text of `key` (SPEC §8 wording), parameters filled. */
    message: string;
    fields?: FieldErrors;
    /** ISO time when a rate-limited caller may try again. */
    retryAt?: string;
  };
};

/**
 * Default Portuguese texts of each code (the catalogue's `common` group, keys `common.<code>`);
 * specific refusals carry their own key.
 */
export const DEFAULT_MESSAGES = {
  bad_request: 'Requisição inválida.',
  unauthorized: 'Faça login para continuar.',
  forbidden: 'Você não tem permissão para esta ação.',
  not_found: 'Não encontrado.',
  conflict: 'Conflito com o estado atual. Atualize e tente novamente.',
  validation_failed: 'Verifique os campos destacados.',
  rate_limited: 'Limite de requisições atingido.',
  internal: 'Erro inesperado. Tente novamente.',
  unavailable: 'Serviço temporariamente indisponível.',
} as const satisfies Record<ErrorCode, string>;

/** The key of a code's default text. */
export const defaultKey = <C extends ErrorCode>(code: C) => `common.${code}` as const;

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { key?: unknown }).key === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
