/**
 * SMS through Twilio (issue 35, decision 077): the card's field messages, the outbox's reasons and
 * the opt-out webhook's refusal. Part of MESSAGES (../messages.ts).
 */
export const SMS_MESSAGES = {
  sms: {
    accountSidInvalid: 'O Account SID começa com AC e tem 34 caracteres (AC e 32 letras de a-f ou números).',
    authTokenInvalid: 'O Auth Token tem 32 caracteres (letras de a-f e números).',
    fromInvalid: 'Informe o número remetente no formato internacional, por exemplo +14045550134.',
    messagingServiceSidInvalid: 'O Messaging Service SID começa com MG e tem 34 caracteres.',
    senderRequired: 'Informe o número remetente ou o Messaging Service SID.',
    phoneNotUs: 'SMS só é enviado a números dos EUA e do Canadá (+1).',
    notConfigured: 'Envio de SMS não configurado (Integrações ou TWILIO_*)',
    optedOut: 'O cliente pediu para não receber SMS (respondeu STOP)',
    twilioAuthRefused: 'Credenciais da Twilio recusadas (erro {code})',
    twilioRefused: 'A Twilio recusou a mensagem (erro {code}: {detail})',
    twilioUnavailable: 'A Twilio está indisponível (HTTP {status})',
    twilioConnectionError: 'Erro de conexão com a Twilio',
    twilioTimedOut: 'A Twilio não respondeu em {seconds} s',
    signatureInvalid: 'Assinatura da Twilio inválida',
    consentNeedsUsPhone:
      'Para receber SMS, salve antes um telefone dos EUA ou do Canadá (+1) nos seus dados pessoais.',
    consentGiven: 'Pronto: você vai receber SMS sobre seus pedidos e ofertas.',
    consentWithdrawn: 'Pronto: você não vai mais receber SMS da loja.',
  },
} as const;
