/** The JSON error shape every API refusal uses (DESIGN §6), read by the server and the web app. */
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

export type FieldErrors = Record<string, string[]>;

export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    /** ISO time when a rate-limited caller may try again. */
    retryAt?: string;
  };
};

/** Default Portuguese texts for people; specific refusals pass their own SPEC §8 message. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'Requisição inválida.',
  unauthorized: 'Faça login para continuar.',
  forbidden: 'Você não tem permissão para esta ação.',
  not_found: 'Não encontrado.',
  conflict: 'Conflito com o estado atual. Atualize e tente novamente.',
  validation_failed: 'Verifique os campos destacados.',
  rate_limited: 'Limite de requisições atingido.',
  internal: 'Erro inesperado. Tente novamente.',
  unavailable: 'Serviço temporariamente indisponível.',
};

/**
 * Texts the HTTP layer answers with when no service refused: kept here so the web app can show
 * them in the interface language (decision 018).
 */
export const HTTP_MESSAGES = {
  originRefused: 'Origem da requisição não permitida.',
  storeMissing: 'Loja não informada.',
  malformedJson: 'Corpo da requisição inválido (JSON malformado).',
  tooLarge: 'Conteúdo grande demais.',
  tooLargeLimit: 'Conteúdo grande demais (máximo 1 MB).',
  apiRouteNotFound: 'Rota da API não encontrada.',
} as const;

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
