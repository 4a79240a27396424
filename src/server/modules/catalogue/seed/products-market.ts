import type { SeedProduct, SeedVariation } from './seed-types';

const kit = (
  rows: [people: number, kg: number, priceCents: number, stock: number | null][],
): SeedVariation[] =>
  rows.map(([people, kg, priceCents, stock]) => ({
    name: `Para ${people} pessoas`,
    priceCents,
    stock,
    weightKg: kg,
  }));

const pack = (
  rows: [name: string, kg: number | null, priceCents: number, stock: number | null][],
): SeedVariation[] =>
  rows.map(([name, kg, priceCents, stock]) => ({ name, priceCents, stock, weightKg: kg }));

const SIZES = ['37', '38', '39', '40', '41', '42', '43', '44'];

/** Pairs in stock by size: most of the middle sizes, few of the ends. */
const PAIRS = [3, 6, 9, 12, 12, 8, 5, 2];

/**
 * A shoe's sizes as variations (Brazilian numbering; the page adds the US size), so the customer
 * picks hers and the cart and the order say which: the same price for every size.
 */
const shoeSizes = (sizes: string[], priceCents: number): SeedVariation[] =>
  sizes.map((name) => ({ name, priceCents, stock: PAIRS[SIZES.indexOf(name)] ?? 6, weightKg: null }));

/** BBQ kits, the market shelf, and the cleats and sneakers pages. */
export const SEED_MARKET: SeedProduct[] = [
  {
    slug: 'kit-churrasco-familia',
    name: 'Kit churrasco família',
    nameEn: 'Family BBQ kit',
    category: 'kits-churrasco',
    brand: 'Brazil Prime',
    description:
      'Picanha, fraldinha, linguiça toscana, coração de frango, pão de alho e farofa: o churrasco completo, porcionado e pronto para a grelha.',
    descriptionEn:
      'Picanha, fraldinha, toscana sausage, chicken hearts, garlic bread and farofa: the whole churrasco, portioned and ready for the grill.',
    featured: true,
    variations: kit([
      [6, 3, 34990, null],
      [10, 5, 54990, 4],
      [15, 7.5, 79990, 2],
    ]),
    extras: ['tempero', 'espetos'],
    gallery: ['kit-churrasco-aberto'],
  },
  {
    slug: 'kit-churrasco-casal',
    name: 'Kit churrasco a dois',
    nameEn: 'BBQ kit for two',
    category: 'kits-churrasco',
    brand: 'Brazil Prime',
    description: 'Maminha, linguiça de frango, queijo coalho e pão de alho na medida para um jantar a dois.',
    descriptionEn: 'Maminha, chicken sausage, coalho cheese and garlic bread, just right for dinner for two.',
    variations: kit([[2, 1.2, 12990, null]]),
    extras: ['tempero'],
  },
  {
    slug: 'kit-picanha-premium',
    name: 'Kit picanha premium',
    nameEn: 'Premium picanha kit',
    category: 'kits-churrasco',
    brand: 'Brazil Prime',
    description:
      'Duas peças de picanha, sal grosso, chimichurri da casa e espetos de aço para quem não abre mão do melhor.',
    descriptionEn:
      'Two whole picanhas, rock salt, house chimichurri and steel skewers for those who want the very best.',
    onOffer: true,
    previousPriceCents: 32990,
    variations: kit([[8, 2.6, 28990, 3]]),
    extras: ['espetos', 'vacuo'],
  },
  {
    slug: 'pao-de-alho',
    name: 'Pão de alho',
    nameEn: 'Brazilian garlic bread',
    category: 'mercado',
    brand: 'Empório Paulista',
    description: 'Pãezinhos recheados com pasta de alho cremosa. Vão direto do congelador para a grelha.',
    descriptionEn: 'Rolls filled with creamy garlic spread. Straight from the freezer to the grill.',
    featured: true,
    variations: pack([
      ['Pacote com 5', 0.4, 1990, null],
      ['Pacote com 10', 0.8, 3590, null],
    ]),
  },
  {
    slug: 'farofa-pronta',
    name: 'Farofa pronta temperada',
    nameEn: 'Seasoned farofa',
    category: 'mercado',
    brand: 'Empório Paulista',
    description: 'Farofa de mandioca com bacon e cebola, crocante e pronta para servir.',
    descriptionEn: 'Toasted cassava flour with bacon and onion, crunchy and ready to serve.',
    variations: pack([['Pacote 500 g', 0.5, 1290, null]]),
  },
  {
    slug: 'carvao',
    name: 'Carvão vegetal',
    nameEn: 'Lump charcoal',
    category: 'mercado',
    taxClass: 'general',
    brand: 'Brasa Forte',
    description: 'Carvão de eucalipto em pedaços grandes: acende fácil, faz brasa duradoura e pouca fumaça.',
    descriptionEn: 'Large-lump eucalyptus charcoal: lights easily, burns long and makes little smoke.',
    onOffer: true,
    previousPriceCents: 2990,
    variations: pack([
      ['Saco de 3 kg', 3, 2490, null],
      ['Saco de 5 kg', 5, 3990, 12],
    ]),
  },
  {
    slug: 'sal-grosso',
    name: 'Sal grosso para churrasco',
    nameEn: 'Barbecue rock salt',
    category: 'mercado',
    brand: 'Sal do Nordeste',
    description: 'O único tempero que a picanha precisa. Grãos grandes que salgam na medida.',
    descriptionEn: 'The only seasoning picanha needs. Large crystals that salt just right.',
    variations: pack([['Pacote 1 kg', 1, 890, null]]),
  },
  {
    slug: 'queijo-coalho',
    name: 'Queijo coalho no espeto',
    nameEn: 'Coalho cheese skewers',
    category: 'mercado',
    brand: 'Laticínio Sertão',
    description: 'Espetinhos de queijo coalho que douram na brasa sem derreter. Experimente com melaço.',
    descriptionEn: 'Coalho cheese skewers that brown over the coals without melting. Try them with molasses.',
    onOffer: true,
    previousPriceCents: 2990,
    variations: pack([['Pacote com 7 espetos', 0.35, 2490, 3]]),
  },
  {
    slug: 'guarana',
    name: 'Guaraná',
    nameEn: 'Guaraná soda',
    category: 'mercado',
    brand: 'Sabor do Brasil',
    description: 'O refrigerante de guaraná que acompanha todo churrasco brasileiro. Sirva bem gelado.',
    descriptionEn: 'The guaraná soda that goes with every Brazilian barbecue. Serve ice cold.',
    variations: pack([
      ['Lata 350 ml', null, 390, null],
      ['Fardo com 12 latas', null, 3990, 5],
      ['Garrafa 2 L', null, 1290, null],
    ]),
  },
  {
    slug: 'pao-de-queijo',
    name: 'Pão de queijo congelado',
    nameEn: 'Frozen cheese bread',
    category: 'mercado',
    brand: 'Sabor de Minas',
    description: 'Receita mineira com polvilho e queijo canastra. Do forno para a mesa em 20 minutos.',
    descriptionEn:
      'A Minas Gerais recipe with cassava starch and canastra cheese. Oven to table in 20 minutes.',
    variations: pack([
      ['Pacote 500 g', 0.5, 1690, null],
      ['Pacote 1 kg', 1, 2990, null],
    ]),
  },
  {
    slug: 'chimichurri',
    name: 'Chimichurri da casa',
    nameEn: 'House chimichurri',
    category: 'mercado',
    brand: 'Brazil Prime',
    description: 'Salsinha, orégano, alho e azeite, feito no açougue toda semana. Perfeito com fraldinha.',
    descriptionEn:
      'Parsley, oregano, garlic and olive oil, made at the shop every week. Perfect with fraldinha.',
    priceCents: 1490,
  },
  {
    slug: 'chuteira-campo-pro',
    name: 'Chuteira de campo Pro',
    nameEn: 'Pro field cleats',
    category: 'chuteiras',
    brand: 'Craque Brasil',
    description:
      'Cabedal macio e travas de alumínio para gramado natural. Para quem joga sério no fim de semana.',
    descriptionEn:
      'Soft upper and aluminium studs for natural grass. For those who play seriously at the weekend.',
    featured: false,
    priceCents: 49990,
    sizes: SIZES,
    colors: ['Preto', 'Amarelo', 'Verde'],
    variations: shoeSizes(SIZES, 49990),
  },
  {
    slug: 'chuteira-society',
    name: 'Chuteira society',
    nameEn: 'Turf cleats',
    category: 'chuteiras',
    brand: 'Craque Brasil',
    description:
      'Solado de borracha com cravos baixos para grama sintética. Conforto para a pelada de quinta.',
    descriptionEn: 'Rubber sole with low studs for artificial turf. Comfort for the Thursday pickup game.',
    onOffer: true,
    previousPriceCents: 34990,
    priceCents: 27990,
    sizes: SIZES.slice(1),
    colors: ['Branco', 'Azul', 'Vermelho'],
    variations: shoeSizes(SIZES.slice(1), 27990),
  },
  {
    slug: 'tenis-casual-ginga',
    name: 'Tênis casual Ginga',
    nameEn: 'Ginga casual sneakers',
    category: 'tenis',
    brand: 'Ginga',
    description: 'Lona resistente e solado vulcanizado com as cores da bandeira. Combina com tudo.',
    descriptionEn: 'Sturdy canvas and a vulcanised sole in the colours of the flag. Goes with everything.',
    priceCents: 29990,
    sizes: SIZES,
    colors: ['Branco', 'Verde', 'Amarelo'],
    variations: shoeSizes(SIZES, 29990),
  },
  {
    slug: 'tenis-corrida-leve',
    name: 'Tênis de corrida Leve',
    nameEn: 'Leve running shoes',
    category: 'tenis',
    brand: 'Ginga',
    description: 'Leve e com amortecimento macio para a corrida no parque e o dia a dia.',
    descriptionEn: 'Light with soft cushioning for park runs and everyday wear.',
    priceCents: 39990,
    sizes: SIZES,
    colors: ['Preto', 'Azul', 'Cinza'],
    variations: shoeSizes(SIZES, 39990),
  },
];
