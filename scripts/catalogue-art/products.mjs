// Which picture each seeded product, gallery view and category gets.
import * as beef from './beef.mjs';
import * as market from './market.mjs';
import * as pp from './pork-poultry.mjs';
import * as shoes from './shoes.mjs';

/** slug → [category backdrop, drawing]; no two products share a drawing (each cut recognisable). */
export const PRODUCT_ART = {
  picanha: ['bovinos', beef.picanha],
  'picanha-fatiada': ['bovinos', beef.picanhaSliced],
  fraldinha: ['bovinos', beef.flank],
  maminha: ['bovinos', beef.triTip],
  'costela-bovina': ['bovinos', () => beef.ribs()],
  cupim: ['bovinos', beef.hump],
  alcatra: ['bovinos', () => beef.roast({ seed: 43, fatty: 0.3 })],
  'contra-file': ['bovinos', () => beef.steak({ seed: 3 })],
  'file-mignon': ['bovinos', beef.medallions],
  'coxao-mole': ['bovinos', () => beef.roast({ seed: 47, fatty: 0.15 })],
  'bife-ancho': ['bovinos', () => beef.steak({ ribeye: true, seed: 8 })],
  acem: ['bovinos', () => beef.roast({ seed: 53, fatty: 0.6 })],
  'costelinha-suina': ['suinos', () => beef.ribs({ glaze: true })],
  'lombo-suino': ['suinos', () => beef.roast({ seed: 59, fatty: 0.2, tied: true, pork: true })],
  panceta: ['suinos', pp.belly],
  'pernil-suino': ['suinos', pp.leg],
  'coracao-de-frango': ['aves', pp.heartsSkewer],
  'coxa-e-sobrecoxa': ['aves', () => pp.drumsticks({ count: 3 })],
  'asa-de-frango': ['aves', () => pp.drumsticks({ count: 5, scale: 0.62 })],
  'peito-de-frango': ['aves', pp.breasts],
  'linguica-toscana': ['linguicas', () => market.sausages('toscana')],
  'linguica-de-frango': ['linguicas', () => market.sausages('frango')],
  'linguica-calabresa': ['linguicas', () => market.sausages('calabresa')],
  'linguica-cuiabana': ['linguicas', () => market.sausages('cuiabana')],
  'kit-churrasco-familia': ['kits-churrasco', () => market.kit()],
  'kit-churrasco-aberto': ['kits-churrasco', () => market.kit({ open: true })],
  'kit-churrasco-casal': ['kits-churrasco', market.kitForTwo],
  'kit-picanha-premium': ['kits-churrasco', beef.picanhaGiftBox],
  'pao-de-alho': ['mercado', market.garlicBread],
  'farofa-pronta': ['mercado', market.farofa],
  carvao: ['mercado', market.charcoal],
  'sal-grosso': ['mercado', market.rockSalt],
  'queijo-coalho': ['mercado', market.cheeseSkewers],
  guarana: ['mercado', market.guarana],
  'pao-de-queijo': ['mercado', market.cheeseBread],
  chimichurri: ['mercado', market.chimichurri],
  'chuteira-campo-pro': ['chuteiras', () => shoes.cleat(['#1d1b1a', '#f2c230', '#2f6b3a'])],
  'chuteira-society': ['chuteiras', () => shoes.cleat(['#f4f1ea', '#2f5a8a', '#b4201a'])],
  'tenis-casual-ginga': ['tenis', () => shoes.sneaker(['#f7f4ec', '#2f6b3a', '#f2c230'])],
  'tenis-corrida-leve': ['tenis', () => shoes.sneaker(['#20242e', '#3d7bd9', '#e9e9ee'])],
};

export const CATEGORY_ART = {
  bovinos: beef.picanha,
  suinos: pp.belly,
  aves: () => pp.drumsticks({ count: 3 }),
  linguicas: () => market.sausages('toscana'),
  'kits-churrasco': () => market.kit(),
  mercado: market.charcoal,
  chuteiras: () => shoes.cleat(['#1d1b1a', '#f2c230', '#2f6b3a']),
  tenis: () => shoes.sneaker(['#f7f4ec', '#2f6b3a', '#f2c230']),
};
