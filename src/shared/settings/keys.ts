/** SPEC §3.4: every site setting key, its group and the shop's defaults. */

export const BRAND_NAME_FALLBACK = 'Brazil Prime';
export const PAGE_TITLE_FALLBACK = 'Brazil Prime — Brazilian Market and Butcher Shop';

export const GENERAL_KEYS = [
  'brand_name',
  'hero_whatsapp_number',
  'header_whatsapp_number',
  'footer_whatsapp_number',
  'default_language',
  'header_instagram_url',
  'header_facebook_url',
  'footer_instagram_url',
  'footer_facebook_url',
  'contact_email',
  'contact_phone',
  'site_description',
  'footer_text',
  'footer_text_en',
  'currency',
  'default_phone_country',
  'weighing_tolerance_pct',
  'card_hold_margin_pct',
  'payment_pay_on_delivery',
  'payment_bank_transfer',
  'payment_zelle_recipient',
  'weight_units',
  'staff_second_factor',
  'low_stock_threshold',
  'low_stock_threshold_kg',
  'low_stock_summary_hour',
] as const;

export const SEO_KEYS = [
  'site_title',
  'site_title_en',
  'site_description',
  'site_keywords',
  'site_author',
  'site_robots',
  'viewport',
  'theme_color',
  'canonical_url',
  'og_title',
  'og_description',
  'og_image',
  'og_type',
  'og_site_name',
  'twitter_card',
  'twitter_title',
  'twitter_description',
  'twitter_image',
  'twitter_site',
] as const;

export type GeneralKey = (typeof GENERAL_KEYS)[number];
export type SeoKey = (typeof SEO_KEYS)[number];

/**
 * `site_description` is both a general key and an seo key in SPEC §3.4. Keys are unique in the
 * table, so SEO keys are stored with the prefix "seo." (group "seo") and the general one without.
 */
export const seoStorageKey = (key: SeoKey) => `seo.${key}` as const;

export type SettingDefault = { key: string; value: string; group: 'general' | 'seo'; description: string };

/** The footer reads these two alone, not GENERAL_DEFAULTS: its descriptions stay out of the first load. */
export const INSTAGRAM_URL_FALLBACK = 'https://www.instagram.com/brazilprimemarket';
export const FACEBOOK_URL_FALLBACK = 'https://www.facebook.com/brazilprimemarket';
const INSTAGRAM = INSTAGRAM_URL_FALLBACK;
const FACEBOOK = FACEBOOK_URL_FALLBACK;

export const GENERAL_DEFAULTS: Record<GeneralKey, { value: string; description: string }> = {
  brand_name: { value: BRAND_NAME_FALLBACK, description: 'Nome da loja' },
  hero_whatsapp_number: { value: '+1 (404) 555-0134', description: 'WhatsApp do banner principal' },
  header_whatsapp_number: { value: '', description: 'WhatsApp do cabeçalho (usa o do banner quando vazio)' },
  footer_whatsapp_number: { value: '', description: 'WhatsApp do rodapé (usa o do banner quando vazio)' },
  default_language: { value: 'pt', description: 'Idioma padrão: pt ou en' },
  header_instagram_url: { value: INSTAGRAM, description: 'Instagram no cabeçalho' },
  header_facebook_url: { value: FACEBOOK, description: 'Facebook no cabeçalho' },
  footer_instagram_url: { value: INSTAGRAM, description: 'Instagram no rodapé' },
  footer_facebook_url: { value: FACEBOOK, description: 'Facebook no rodapé' },
  contact_email: { value: 'contato@brazilprimemarket.com', description: 'E-mail de contato' },
  contact_phone: { value: '+1 (404) 555-0134', description: 'Telefone de contato' },
  site_description: {
    value: 'Açougue e mercado brasileiro premium na Geórgia, desde 2017.',
    description: 'Descrição curta da loja',
  },
  footer_text: {
    value: 'Cortes brasileiros de verdade, linguiças artesanais e o sabor do Brasil, entregues na Geórgia.',
    description: 'Texto do rodapé',
  },
  // Decision 065: the footer text for visitors in English; blank → the English default wording.
  footer_text_en: { value: '', description: 'Texto do rodapé em inglês (vazio: o texto padrão em inglês)' },
  // Beyond SPEC §3.4 (issue 17, decision 042): the label of the prices and the phone fields' country.
  currency: { value: 'BRL', description: 'Moeda dos preços: BRL ou USD (só o rótulo; nada é convertido)' },
  default_phone_country: {
    value: 'US',
    description: 'País inicial dos campos de telefone: US (+1) ou BR (+55)',
  },
  // Issue 20 (decisions 045, 051): how far above the estimate a weighed item is still charged.
  weighing_tolerance_pct: {
    value: '10',
    description: 'Tolerância da pesagem: até quantos % acima do estimado são cobrados (0 a 50)',
  },
  // Issue 36 (decision 078): how far above the estimate a card payment holds the weighed items.
  card_hold_margin_pct: {
    value: '15',
    description:
      'Margem da reserva no cartão: itens por peso reservados até quantos % acima do estimado (0 a 50; nunca abaixo da tolerância)',
  },
  // Decision 082: the manual methods the checkout offers (on/off); at least one way to pay stays on.
  payment_pay_on_delivery: { value: 'on', description: 'Pagamento na entrega ou retirada: on ou off' },
  payment_bank_transfer: { value: 'on', description: 'Pagamento por transferência: on ou off' },
  // Issue 38: who receives a transfer, shown on the success page and in the order's message.
  payment_zelle_recipient: {
    value: '',
    description:
      'Destinatário do Zelle (e-mail ou telefone, e o nome), mostrado a quem paga por transferência',
  },
  // Issue 38 (decision 084): weights and prices per weight in kg (SPEC §9) or in lb/oz.
  weight_units: {
    value: 'metric',
    description: 'Unidades de peso: metric (kg, g) ou imperial (lb, oz); os preços ficam guardados por kg',
  },
  // Issue 40 (decision 089): super_admin and admin set up a second factor (app or passkey) first.
  staff_second_factor: {
    value: 'on',
    description:
      'Verificação em duas etapas obrigatória para super administradores e administradores: on ou off',
  },
  // Issue 39 (decision 099): a variation without its own threshold is low at these; the summary's hour.
  low_stock_threshold: { value: '5', description: 'Estoque baixo: unidades (itens de preço fixo)' },
  low_stock_threshold_kg: {
    value: '2',
    description: 'Estoque baixo: kg (itens vendidos por peso, convertidos em peças pelo peso estimado)',
  },
  low_stock_summary_hour: {
    value: '07:00',
    description: 'Hora do resumo diário de estoque baixo (horário da loja, HH:MM)',
  },
};

export const SEO_DEFAULTS: Record<SeoKey, string> = {
  site_title: 'Brazil Prime — Açougue e Mercado Brasileiro na Geórgia',
  // The home tab's title in English (issue 38, decision 106); blank: the Portuguese one.
  site_title_en: 'Brazil Prime — Brazilian Butcher Shop and Market in Georgia',
  site_description:
    'Picanha, fraldinha, cupim, linguiça toscana e tudo para o seu churrasco. Açougue e mercado brasileiro premium na Geórgia, com entrega.',
  site_keywords:
    'açougue brasileiro, picanha, churrasco, mercado brasileiro, Georgia, Atlanta, Brazilian butcher',
  site_author: BRAND_NAME_FALLBACK,
  site_robots: 'index, follow',
  viewport: 'width=device-width, initial-scale=1',
  theme_color: '#7a1f1a',
  canonical_url: '',
  og_title: 'Brazil Prime — Açougue e Mercado Brasileiro',
  og_description: 'Cortes brasileiros premium e tudo para o churrasco, com entrega na Geórgia.',
  og_image: '/og-image.png',
  og_type: 'website',
  og_site_name: BRAND_NAME_FALLBACK,
  twitter_card: 'summary_large_image',
  twitter_title: 'Brazil Prime — Açougue e Mercado Brasileiro',
  twitter_description: 'Cortes brasileiros premium e tudo para o churrasco, com entrega na Geórgia.',
  twitter_image: '/og-image.png',
  twitter_site: '@brazilprime',
};

export function allSettingDefaults(): SettingDefault[] {
  const general = GENERAL_KEYS.map((key) => ({ key, group: 'general' as const, ...GENERAL_DEFAULTS[key] }));
  const seo = SEO_KEYS.map((key) => ({
    key: seoStorageKey(key),
    value: SEO_DEFAULTS[key],
    group: 'seo' as const,
    description: `Configuração SEO: ${key}`,
  }));
  return [...general, ...seo];
}
