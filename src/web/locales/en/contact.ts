import type { contact as pt } from '../pt-BR/contact';
import type { SameKeys } from '../shape';

export const contact: SameKeys<typeof pt> = {
  title: 'Get in touch',
  subtitle: 'Questions about cuts, special orders or delivery? We answer within one business day.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone (optional)',
  phoneHint: 'With the country code if it is not a US number',
  message: 'Message',
  required: 'Required field',
  send: 'Send message',
  sending: 'Sending...',
  success: 'Message sent successfully!',
  failure: 'Error sending message. Please try again.',
  trap: 'Leave this field empty',
  channels: {
    heading: 'Rather talk now?',
    lead: 'Ask about cuts, special orders and delivery straight from the butcher.',
    whatsapp: 'Chat on WhatsApp',
    phone: 'Phone',
    email: 'E-mail',
  },
};
