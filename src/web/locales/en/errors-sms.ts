/** English for SMS through Twilio (decision 077); composed into the errors dictionary (./errors.ts). */
export const smsErrors = {
  sms: {
    accountSidInvalid: 'The Account SID starts with AC and has 34 characters (AC and 32 of a-f or digits).',
    authTokenInvalid: 'The Auth Token has 32 characters (a-f and digits).',
    fromInvalid: 'Type the sending number in international form, such as +14045550134.',
    messagingServiceSidInvalid: 'The Messaging Service SID starts with MG and has 34 characters.',
    senderRequired: 'Type the sending number or the Messaging Service SID.',
    phoneNotUs: 'SMS only goes to numbers in the US and Canada (+1).',
    notConfigured: 'SMS sending not configured (Integrations or TWILIO_*)',
    optedOut: 'The customer asked not to receive SMS (replied STOP)',
    twilioAuthRefused: 'Twilio refused the credentials (error {{code}})',
    twilioRefused: 'Twilio refused the message (error {{code}}: {{detail}})',
    twilioUnavailable: 'Twilio is unavailable (HTTP {{status}})',
    twilioConnectionError: 'Could not connect to Twilio',
    twilioTimedOut: 'Twilio did not answer within {{seconds}} s',
    signatureInvalid: 'Invalid Twilio signature',
    consentNeedsUsPhone: 'To receive SMS, first save a US or Canadian phone (+1) in your personal details.',
    consentGiven: 'Done: you will receive SMS about your orders and offers.',
    consentWithdrawn: 'Done: you will no longer receive SMS from the shop.',
  },
} as const;
