import type { settings as pt } from '../pt-BR/settings';
import type { SameKeys } from '../shape';

/** The admin panel's settings and SEO screens (issue 17, decision 038). */
export const settings: SameKeys<typeof pt> = {
  loading: 'Loading…',
  loadError: 'Could not load the settings.',
  retry: 'Try again',
  saveAll: 'Save all',
  saving: 'Saving…',
  saveOne: 'Save',
  saveOneLabel: 'Save {{label}}',
  unsaved: 'There are unsaved changes.',
  leaveWarning: 'There are unsaved changes. Leave anyway?',
  unexpected: 'unexpected error',
  /** A refused field in a save's message: "Contact e-mail — Enter a valid e-mail." */
  advanced: 'Advanced',
  fieldRefused: '{{field}} — {{detail}}',
  general: {
    title: 'Settings',
    lead: "The shop's name, contact, WhatsApp numbers, social links, language, currency, phone country, weight units and weighing tolerance. The storefront shows each change on the next visit.",
    groups: {
      identity: 'Shop identity',
      contact: 'Contact',
      whatsapp: 'WhatsApp numbers',
      social: 'Social links',
      shop: 'Shop: language, currency and phones',
      weighing: 'Selling by weight',
      payment: 'Ways to pay',
      security: 'Staff security',
      stock: 'Low stock',
    },
    fallback:
      'Each place uses its own number; when blank, the first one filled in this order: hero → header → footer.',
    inUse: 'In use: {{number}}',
    noNumber: 'No number filled in: the chat buttons are hidden.',
    languages: { pt: 'Português (Brasil)', en: 'English' },
    currencies: { BRL: 'Brazilian real (R$)', USD: 'US dollar ($)' },
    requiredChoice: { on: 'Required', off: 'Optional' },
    rename: {
      title: 'Use the new name in SEO too?',
      lead: 'The shop is now called “{{name}}”. Google and shared links still show the old name. Update to:',
      accept: 'Update SEO',
      decline: 'Not now',
      done: 'SEO updated with the new name.',
      failed: 'Could not update SEO. Try again on the SEO screen.',
    },
    units: { metric: 'Metric: kg and g (price per kg)', imperial: 'Imperial: lb and oz (price per lb)' },
    phoneCountries: { US: 'United States (+1)', BR: 'Brazil (+55)' },
    methodChoice: { on: 'Offered at checkout', off: 'Switched off' },
  },
  fields: {
    brand_name: { label: 'Shop name', help: 'Shop name: in the header, the footer and the messages.' },
    site_description: { label: 'Short description', help: 'Short description of the shop, in the footer.' },
    footer_text: {
      label: 'Footer text (Portuguese)',
      help: 'Footer text below the name, for visitors browsing in Portuguese.',
    },
    footer_text_en: {
      label: 'Footer text (English)',
      help: 'The same text for visitors browsing in English. Empty: the default English text, in grey in the field.',
    },
    contact_email: { label: 'Contact e-mail', help: 'Contact e-mail, in the footer.' },
    contact_phone: { label: 'Contact phone', help: 'Contact phone, with the country code (+1, +55).' },
    hero_whatsapp_number: {
      label: 'Hero WhatsApp',
      help: 'WhatsApp of the main banner (first in the order).',
    },
    header_whatsapp_number: {
      label: 'Header WhatsApp',
      help: "Header WhatsApp (uses the hero's when blank).",
    },
    footer_whatsapp_number: {
      label: 'Footer WhatsApp',
      help: "Footer and floating button WhatsApp (uses the hero's when blank).",
    },
    header_instagram_url: {
      label: 'Instagram (header)',
      help: 'Instagram in the header and the mobile menu.',
    },
    header_facebook_url: { label: 'Facebook (header)', help: 'Facebook in the header and the mobile menu.' },
    footer_instagram_url: { label: 'Instagram (footer)', help: 'Instagram in the footer.' },
    footer_facebook_url: { label: 'Facebook (footer)', help: 'Facebook in the footer.' },
    default_language: {
      label: 'Default language',
      help: 'Language for visitors who have not chosen one: pt or en.',
    },
    currency: {
      label: 'Currency of prices',
      help: 'Only changes the label of prices on the site and in messages; nothing is converted. Real: R$ 89,90. Dollar: $89.90 in English, US$ 89,90 in Portuguese.',
    },
    default_phone_country: {
      label: 'Default phone country',
      help: 'The country phone fields start on (sign-up, profile, contact, checkout). A number typed with its +code is kept as typed.',
    },
    low_stock_threshold: {
      label: 'Low stock: units',
      help: 'A fixed-price variation without a threshold of its own is low at this many units or fewer (5 by default). Each variation may have its own in the product editor. 0: only tells when sold out.',
    },
    low_stock_threshold_kg: {
      label: 'Low stock: kg (items by weight)',
      help: 'For items sold by weight without a threshold of their own: the stock (in pieces) is low when the pieces add up to this estimated weight or less (2 kg by default; 1.2 kg pieces: 2 pieces).',
    },
    low_stock_summary_hour: {
      label: 'Daily summary time',
      help: "Every day at this shop time (Georgia), each store's notice contacts get the list of what is low or sold out, in the shop's default language. Nothing is sent when nothing is low.",
    },
    weighing_tolerance_pct: {
      label: 'Weighing tolerance (%)',
      help: "Items sold by weight are charged by the scale's weight, at most this percentage above the estimate; below it, by the real weight. From 0 to 50, whole or with one decimal (10 or 12.5). It applies to orders placed after you save; each order keeps the tolerance in force when it was placed.",
    },
    weight_units: {
      label: 'Weight units',
      help: 'How the shop shows weights and prices per weight: in kg and g, or in lb and oz (price per lb) on the storefront, cart, orders, messages and desk. Prices stay stored per kg; with imperial, staff type the price per lb and weighing accepts lb, oz or g.',
    },
    card_hold_margin_pct: {
      label: 'Card hold margin (%)',
      help: 'A card order holds its weighed items this percentage above the estimate and charges the final weight after weighing; the rest is released. Never below the weighing tolerance. From 0 to 50 (15 by default).',
    },
    payment_pay_on_delivery: {
      label: 'Pay on delivery or pickup',
      help: 'The customer pays on receiving or collecting; staff confirm the payment on the order.',
    },
    payment_zelle_recipient: {
      label: 'Zelle recipient',
      help: 'The e-mail or phone registered with Zelle and the name the payer sees. Shown on the order confirmation and in the message of whoever chooses transfer; left blank, the message says we will send the details.',
    },
    staff_second_factor: {
      label: 'Two-step verification for administrators',
      help: 'Required: super admins and admins set up an authenticator app or a passkey when they sign in, before anything else. Optional: each decides on their profile.',
    },
    payment_bank_transfer: {
      label: 'Bank transfer',
      help: 'The customer transfers and staff confirm the payment on the order. At least one way to pay stays on (card counts when Stripe is set up in Integrations).',
    },
  },
  seo: {
    title: 'SEO',
    lead: 'How the shop shows on Google and in shared links. The page served to search engines changes on the next visit.',
    groups: {
      search: 'Search (Google)',
      browser: 'Browser',
      advanced: 'For developers',
      card: 'Link card (WhatsApp, Facebook)',
      twitter: 'X (Twitter) card',
    },
    fields: {
      site_title: {
        label: 'Site title',
        help: "The tab's title and the Google result's (up to 60 characters is best).",
      },
      site_title_en: {
        label: 'Site title in English',
        help: "The home tab's title for visitors reading in English. Blank: the title above.",
      },
      site_description: {
        label: 'Description',
        help: 'The text below the title on Google (up to 160 characters is best).',
      },
      site_keywords: { label: 'Keywords', help: 'Comma-separated.' },
      site_author: { label: 'Author', help: 'Who publishes the site.' },
      site_robots: {
        label: 'Robots',
        help: 'Comma-separated directives: index, follow to show in searches; noindex, nofollow hides the site.',
      },
      viewport: { label: 'Viewport', help: 'How the page fits a phone. Rarely changes.' },
      theme_color: { label: 'Theme colour', help: "The phone browser bar's colour, like #7a1f1a." },
      canonical_url: { label: 'Canonical address', help: "The shop's main address, with https://." },
      og_title: { label: 'Card title', help: 'Blank: uses the site title.' },
      og_description: { label: 'Card description', help: 'Blank: uses the description.' },
      og_image: { label: 'Card image', help: "The shared link's picture (1200 × 630 is best)." },
      og_type: { label: 'Type', help: 'website for the shop.' },
      og_site_name: { label: 'Site name on the card', help: "Blank: uses the shop's name." },
      twitter_card: { label: 'Card format', help: 'summary_large_image shows the large picture.' },
      twitter_title: { label: 'Title on X', help: 'Blank: uses the site title.' },
      twitter_description: { label: 'Description on X', help: 'Blank: uses the description.' },
      twitter_image: { label: 'Image on X', help: "The picture's address; blank uses the card's." },
      twitter_site: { label: 'Profile on X', help: "The shop's @ on X." },
    },
    upload: "Upload the card's picture",
    preview: {
      title: 'Preview',
      lead: "How the shop's link shows, with what is typed now.",
      social: 'WhatsApp and Facebook',
      google: 'Google',
      noImage: 'No image',
    },
  },
};
