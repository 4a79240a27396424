/** SPEC §8.6: the messaging texts shown to people and written to send results, verbatim. */

export const WHATSAPP_CONFIG_INCOMPLETE = 'Configuração do WhatsApp incompleta';
export const WHATSAPP_INTERNAL_ERROR = 'Erro interno do serviço de WhatsApp';
export const WHATSAPP_CONNECTION_ERROR = 'Erro de conexão com a API do WhatsApp';
export const NO_VALID_COUPON_TO_SEND = 'Nenhum cupom válido encontrado para envio';
export const NO_VALID_COUPON = 'Nenhum cupom válido encontrado';
export const MESSAGE_NOT_CREATED = 'Não foi possível criar mensagem';
export const MESSAGE_NOT_CREATED_FOR_CUSTOMER = 'Não foi possível criar mensagem para este cliente';
export const UNKNOWN_SEND_ERROR = 'Erro desconhecido no envio';
export const API_KEYS_NOT_CONFIGURED = 'Chaves de API não configuradas';

export const INVALID_PHONE_TEMPLATE = 'Telefone inválido: {phone}. O telefone deve ter entre 10-15 dígitos.';

/** The invalid-phone text with the phone exactly as it was given. */
export function invalidPhoneMessage(phone: string): string {
  // A replacer function, so a "$" in the input is never read as a replacement pattern.
  return INVALID_PHONE_TEMPLATE.replace('{phone}', () => phone);
}
