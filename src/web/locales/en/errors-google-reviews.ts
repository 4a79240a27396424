/** English for Google reviews (decision 083); composed into the errors dictionary (./errors.ts). */
export const googleReviewsErrors = {
  googleReviews: {
    apiKeyInvalid: 'A Google API key starts with AIza and has 39 characters (letters, digits, - and _).',
    placeIdInvalid: 'A Place ID has only letters, digits, - and _ (such as ChIJN1t_tDeuEmsRUsoyG83frY4).',
    keyRefused: 'Google refused the API key: {{detail}}',
    placeNotFound: 'Google does not know this Place ID.',
    unavailable: 'Google is unavailable (HTTP {{status}}).',
    connectionError: 'Could not reach Google.',
    timedOut: 'Google did not answer within {{seconds}} s.',
    badAnswer: 'Google answered something the shop does not understand.',
    placeFound: '{{name}}: rated {{rating}} in {{count}} reviews.',
    imported:
      'Reviews imported: {{added}} new, {{updated}} updated, {{kept}} edited by staff left as they are.',
  },
} as const;
