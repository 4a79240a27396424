import type { TaxClass } from '@/shared/tax/classes';

/** The demo shop's categories: the six filter entries of SPEC §3.2, then cleats and sneakers (DESIGN §4). */
export type SeedCategory = {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** Sales tax class of its products (decision 079); grocery food when left out. */
  taxClass?: TaxClass;
  /** Its lines take a preparation note at checkout: the meat categories (decision 097). */
  takesPrepNotes?: boolean;
};

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'bovinos',
    takesPrepNotes: true,
    name: 'Bovinos',
    nameEn: 'Beef',
    description:
      'Picanha, fraldinha, maminha, cupim e os cortes bovinos brasileiros, feitos à mão no nosso balcão.',
    descriptionEn:
      'Picanha, fraldinha, maminha, cupim and every Brazilian beef cut, hand-cut at our counter.',
  },
  {
    slug: 'suinos',
    takesPrepNotes: true,
    name: 'Suínos',
    nameEn: 'Pork',
    description: 'Costelinha, panceta, lombo e pernil para o churrasco e para o almoço de domingo.',
    descriptionEn: 'Baby back ribs, pork belly, loin and leg for the grill and for Sunday lunch.',
  },
  {
    slug: 'aves',
    takesPrepNotes: true,
    name: 'Aves',
    nameEn: 'Poultry',
    description: 'Coração de frango, coxa e sobrecoxa, asinhas e peito, frescos todos os dias.',
    descriptionEn: 'Chicken hearts, thighs, wings and breast, fresh every day.',
  },
  {
    slug: 'linguicas',
    takesPrepNotes: true,
    name: 'Linguiças',
    nameEn: 'Sausages',
    description: 'Linguiça toscana, de frango, calabresa e cuiabana, feitas na casa com receita brasileira.',
    descriptionEn: 'Toscana, chicken, calabresa and cuiabana sausages, made in house to Brazilian recipes.',
  },
  {
    slug: 'kits-churrasco',
    name: 'Kits para churrasco',
    nameEn: 'BBQ kits',
    description: 'Tudo separado e temperado para o seu churrasco: é só acender o carvão.',
    descriptionEn: 'Everything portioned and seasoned for your churrasco: just light the charcoal.',
  },
  {
    slug: 'mercado',
    name: 'Mercado',
    nameEn: 'Market',
    description:
      'Pão de alho, farofa, carvão, sal grosso, queijo coalho, guaraná e outros sabores do Brasil.',
    descriptionEn:
      'Garlic bread, farofa, charcoal, rock salt, coalho cheese, guaraná and more tastes of Brazil.',
  },
  {
    slug: 'chuteiras',
    name: 'Chuteiras',
    nameEn: 'Soccer cleats',
    description: 'Chuteiras de campo e society para a pelada depois do churrasco.',
    descriptionEn: 'Field and turf cleats for the pickup game after the barbecue.',
    taxClass: 'general',
  },
  {
    slug: 'tenis',
    name: 'Tênis',
    nameEn: 'Sneakers',
    description: 'Tênis casuais e de corrida com o jeito brasileiro.',
    descriptionEn: 'Casual and running sneakers with a Brazilian touch.',
    taxClass: 'general',
  },
];
