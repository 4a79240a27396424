/** Extras a customer may add to a product (SPEC §3.2 product_extras), with the products they fit. */
export const SEED_EXTRAS = {
  tempero: { name: 'Tempero da casa', nameEn: 'House seasoning', price: '4.90' },
  vacuo: { name: 'Embalagem a vácuo', nameEn: 'Vacuum packing', price: '3.50' },
  bifes: { name: 'Cortar em bifes', nameEn: 'Cut into steaks', price: '2.00' },
  cubos: { name: 'Cortar em cubos', nameEn: 'Cut into cubes', price: '2.00' },
  espetos: { name: 'Montar no espeto', nameEn: 'Put on skewers', price: '5.00' },
  marinada: { name: 'Marinada de alho e limão', nameEn: 'Garlic and lime marinade', price: '5.90' },
} as const;

export type ExtraKey = keyof typeof SEED_EXTRAS;
