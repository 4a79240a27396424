import { NO_VALID_COUPON_TO_SEND } from '../messaging/errors';

/** Sending coupons by WhatsApp from the admin panel (issue 18, decision 044). Part of MESSAGES. */
export const COUPON_SENDING_MESSAGES = {
  couponSending: {
    /** SPEC §8.6, verbatim. */
    noValidCoupon: NO_VALID_COUPON_TO_SEND,
    couponsRequired: 'Escolha ao menos um cupom.',
    customersRequired: 'Escolha ao menos um cliente.',
    tooManyCustomers: 'No máximo {max} clientes por envio.',
    customerNotFound: 'Cliente não encontrado.',
    notEligible:
      'Este cliente não pode receber cupons: é preciso telefone, conta ativa e cadastro verificado.',
    noneEligible: 'Nenhum dos clientes escolhidos pode receber cupons.',
    noneAutomatic:
      'Nenhum dos clientes escolhidos recebe automaticamente: números internacionais só com “Envio Internacional”.',
    duplicateJob:
      'Já existe um envio em andamento destes cupons para estes clientes. Acompanhe-o ou cancele-o antes de enviar de novo.',
    jobNotFound: 'Envio não encontrado.',
    jobFinished: 'Este envio já terminou.',
    notInternational: 'Este cliente tem número do Brasil: use o envio automático.',
    filterInvalid: 'Filtro inválido.',
  },
} as const;
