import type { ExtraBasis } from '@/shared/catalogue/extra-basis';

/**
 * Extras a customer may add to a product (SPEC §3.2 product_extras), with the products they fit.
 * `basis` (decision 111): a seasoning or marinade is made once for the whole pack ('line'); sealing,
 * cutting or skewering is work on each pack or piece ordered ('piece').
 */
export const SEED_EXTRAS = {
  tempero: { name: 'Tempero da casa', nameEn: 'House seasoning', price: '4.90', basis: 'line' },
  vacuo: { name: 'Embalagem a vácuo', nameEn: 'Vacuum packing', price: '3.50', basis: 'piece' },
  bifes: { name: 'Cortar em bifes', nameEn: 'Cut into steaks', price: '2.00', basis: 'piece' },
  cubos: { name: 'Cortar em cubos', nameEn: 'Cut into cubes', price: '2.00', basis: 'piece' },
  espetos: { name: 'Montar no espeto', nameEn: 'Put on skewers', price: '5.00', basis: 'piece' },
  marinada: {
    name: 'Marinada de alho e limão',
    nameEn: 'Garlic and lime marinade',
    price: '5.90',
    basis: 'line',
  },
} as const satisfies Record<string, { name: string; nameEn: string; price: string; basis: ExtraBasis }>;

export type ExtraKey = keyof typeof SEED_EXTRAS;
