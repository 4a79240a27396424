import type { home as pt } from '../pt-BR/home';
import type { SameKeys } from '../shape';

export const home: SameKeys<typeof pt> = {
  hero: {
    eyebrow: 'Brazilian butcher shop and market · Georgia',
    title: 'Real Brazilian barbecue, from our counter to your table',
    subtitle:
      'Picanha, fraldinha, cupim, linguiça toscana and everything for your churrasco — cut the Brazilian way by people who know.',
    shop: 'Shop products',
    chat: 'Order on WhatsApp',
  },
  categories: {
    title: 'Our categories',
    subtitle: 'Beef, pork, poultry, sausages, barbecue kits and the best of the Brazilian market.',
    tiles: {
      beef: 'Beef',
      pork: 'Pork',
      poultry: 'Poultry',
      sausages: 'Sausages',
      bbq: 'BBQ kits',
      others: 'Market',
    },
  },
  featured: {
    title: 'Featured products',
    subtitle: "Our customers' favourite cuts, picked every week.",
  },
  promotions: {
    title: 'Offers',
    subtitle: 'This week’s deals on selected cuts.',
  },
  cuts: {
    title: 'Brazilian cuts',
    subtitle:
      'Picanha with its fat cap, fraldinha, maminha, cupim: cuts you will not find at an ordinary grocery store.',
  },
  testimonials: {
    title: 'What our customers say',
    subtitle: 'Reviews from people who grilled with us.',
  },
  about: {
    title: 'About us',
    body: 'Since 2017 we have brought the Brazilian neighbourhood butcher to Georgia: hand-cut meat, service in Portuguese and the care of people who know every piece.',
    more: 'Read our story',
  },
};
