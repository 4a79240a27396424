/**
 * Why the outbox did not send a message, as staff read it on the message desk (decision 076):
 * each reason is a key with its parameters, stored beside the Portuguese text, so the desk shows it
 * in the panel's language. The texts are SPEC §8.6's where one fits, word for word. Part of
 * MESSAGES (../messages.ts).
 */
export const OUTBOX_MESSAGES = {
  outbox: {
    apiKeysNotConfigured: 'Chaves de API não configuradas',
    whatsappConfigIncomplete: 'Configuração do WhatsApp incompleta',
    whatsappConfigHttp: 'Configuração do WhatsApp incompleta (HTTP {status})',
    whatsappConfigHttpText: 'Configuração do WhatsApp incompleta (HTTP {status}: {detail})',
    whatsappInternalError: 'Erro interno do serviço de WhatsApp',
    whatsappInternalHttp: 'Erro interno do serviço de WhatsApp (HTTP {status})',
    whatsappInternalHttpText: 'Erro interno do serviço de WhatsApp (HTTP {status}: {detail})',
    whatsappConnectionError: 'Erro de conexão com a API do WhatsApp',
    whatsappHostNotFound: 'Servidor da API do WhatsApp não encontrado: {host}',
    whatsappTimedOut: 'A API do WhatsApp não respondeu em {seconds} s',
    messageNotCreatedHttp: 'Não foi possível criar mensagem (HTTP {status})',
    messageNotCreatedHttpText: 'Não foi possível criar mensagem (HTTP {status}: {detail})',
    unknownSendError: 'Erro desconhecido no envio',
    unknownSendErrorDetail: 'Erro desconhecido no envio ({detail})',
    /** The provider's own words (its answer's `message`), as it sent them. */
    providerSaid: '{detail}',
    invalidPhone: 'Telefone inválido: {phone}. O telefone deve ter entre 10-15 dígitos.',
    emailNotConfigured: 'Envio de e-mail não configurado (Integrações ou SMTP_URL)',
    emailSenderNotConfigured: 'Remetente de e-mail não configurado (Integrações ou MAIL_FROM)',
    emailAuthRefused: 'Credenciais do servidor de e-mail recusadas',
    emailAuthRefusedText: 'Credenciais do servidor de e-mail recusadas: {detail}',
    emailConnectionError: 'Erro de conexão com o servidor de e-mail',
    emailHostNotFound: 'Servidor de e-mail não encontrado: {host}',
    emailTimedOut: 'O servidor de e-mail não respondeu em {seconds} s',
    emailTlsFailed: 'Não foi possível abrir uma conexão segura (TLS) com o servidor de e-mail',
    emailTemporaryError: 'Servidor de e-mail indisponível no momento',
    emailTemporaryErrorText: 'Servidor de e-mail indisponível no momento: {detail}',
    emailRefused: 'E-mail recusado pelo servidor',
    emailRefusedText: 'E-mail recusado pelo servidor: {detail}',
    emailInvalidAddress: 'Endereço de e-mail inválido',
    emailInvalidAddressTo: 'Endereço de e-mail inválido: {address}',
    sendInterrupted: 'Envio interrompido: o processo de envio parou antes de concluir',
    resetLinkExpired: 'Link de redefinição expirado antes do envio',
    linkUnreadable:
      'O link desta mensagem foi guardado com outra chave e não pode ser aberto: peça um novo link',
    linkWithdrawn: 'O link desta mensagem foi retirado por segurança: peça um novo link',
    enteredWithOtherKey:
      'Integração inserida com outra chave (por exemplo, um backup restaurado em outro servidor): insira a integração de novo em Integrações',
  },
} as const;
