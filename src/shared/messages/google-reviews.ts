/**
 * Google reviews (issue 35, decision 083): the card's field messages, the Places API's answers in
 * words and the import's summary. Part of MESSAGES (../messages.ts).
 */
export const GOOGLE_REVIEWS_MESSAGES = {
  googleReviews: {
    apiKeyInvalid: 'A chave da API do Google começa com AIza e tem 39 caracteres (letras, números, - e _).',
    placeIdInvalid: 'O Place ID tem só letras, números, - e _ (por exemplo ChIJN1t_tDeuEmsRUsoyG83frY4).',
    keyRefused: 'O Google recusou a chave da API: {detail}',
    placeNotFound: 'O Google não encontrou este Place ID.',
    unavailable: 'O Google está indisponível (HTTP {status}).',
    connectionError: 'Não foi possível falar com o Google.',
    timedOut: 'O Google não respondeu em {seconds} s.',
    badAnswer: 'O Google respondeu algo que a loja não entende.',
    placeFound: '{name}: nota {rating} em {count} avaliações.',
    imported:
      'Avaliações importadas: {added} novas, {updated} atualizadas, {kept} editadas pela equipe mantidas.',
  },
} as const;
