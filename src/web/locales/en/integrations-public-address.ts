import type { publicAddressIntegration as pt } from '../pt-BR/integrations-public-address';
import type { SameKeys } from '../shape';

/** The Integrations screen's "Public address" card (decision 121); part of the `integrations` dictionary. */
export const publicAddressIntegration: SameKeys<typeof pt> = {
  title: 'Public address',
  usedFor:
    'The links in every message: invitations, password resets, e-mail confirmation, guest orders and staff notices.',
  fields: {
    url: {
      label: 'Shop address',
      help: 'How customers reach the shop, with https://, such as https://yourshop.com. Blank: the server’s PUBLIC_URL applies.',
    },
  },
  inForce: {
    stored: 'Links in messages point at {{url}}.',
    env: 'Nothing saved here: links use the server’s address (PUBLIC_URL), {{url}}.',
    local:
      'No public address: links in messages point at {{url}}, which only opens on this computer. Enter the shop’s address.',
  },
};
