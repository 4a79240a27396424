import type { footer as pt } from '../pt-BR/footer';
import type { SameKeys } from '../shape';

export const footer: SameKeys<typeof pt> = {
  subtitle: 'Premium Brazilian butcher shop and market in Georgia, since 2017.',
  defaultText: 'Real Brazilian cuts, handmade sausages and the taste of Brazil, close to you.',
  about: 'About us',
  contact: 'Contact',
  follow: 'Social media',
  shop: 'Shop',
  legal: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  copyright: '© {{year}} {{brand}}. All rights reserved.',
  loading: 'Loading...',
  error: 'An error occurred',
};
