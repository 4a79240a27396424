export const common = {
  loading: 'Carregando...',
  loadingShort: 'Carregando',
  error: 'Ocorreu um erro',
  noResults: 'Nenhum resultado encontrado',
  retry: 'Tentar novamente',
  close: 'Fechar',
  back: 'Voltar',
  save: 'Salvar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  send: 'Enviar',
  seeAll: 'Ver todos',
  goHome: 'Voltar ao início',
  status: {
    active: 'Ativo',
    inactive: 'Inativo',
    notInformed: 'Não informado',
  },
  rateLimit: {
    title: 'Limite de Requisições',
    blocked: 'Muitas tentativas. Tente novamente às {{time}}',
    limited: 'Limite de requisições atingido. Tente novamente às {{time}}',
  },
  skipToContent: 'Pular para o conteúdo',
  /** The SMS consent checkbox at sign-up and checkout (TCPA, decision 077; text version sms-consent-2026-11-29). */
  smsConsent: {
    title: 'Quero receber SMS.',
    text: 'Autorizo a {{brand}} a enviar mensagens de texto automáticas sobre meus pedidos e ofertas para o número acima. A frequência varia; podem ser cobradas tarifas de mensagens e dados. Responda STOP para cancelar e HELP para ajuda. O consentimento não é condição de compra.',
  },
};
