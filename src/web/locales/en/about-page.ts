import type { aboutPage as pt } from '../pt-BR/about-page';
import type { SameKeys } from '../shape';

export const aboutPage: SameKeys<typeof pt> = {
  eyebrow: 'In Georgia since 2017',
  facts: {
    since: { title: 'Since 2017', body: 'A Brazilian neighbourhood butcher that grew with its community.' },
    cuts: { title: 'Brazilian cuts', body: 'Picanha, fraldinha, cupim and maminha, cut the right way.' },
    service: {
      title: 'Service in Portuguese',
      body: 'In the shop, on WhatsApp and here on the site, in Portuguese and English.',
    },
  },
  cta: 'See our products',
};
