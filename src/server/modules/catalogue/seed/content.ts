/** Home-page content of the demo shop: banners in both languages, section texts and reviews. */

export const SEED_BANNERS = [
  {
    title_pt: 'Picanha de verdade, com a capa de gordura',
    subtitle_pt: 'Cortada à moda brasileira no nosso balcão na Geórgia.',
    button_text_pt: 'Ver a picanha',
    title_en: 'Real picanha, fat cap and all',
    subtitle_en: 'Cut the Brazilian way at our counter in Georgia.',
    button_text_en: 'See the picanha',
    image_url: '/images/banners/picanha.svg',
    link_url: '/produto/picanha',
    position: 1,
  },
  {
    title_pt: 'Kits de churrasco prontos para a brasa',
    subtitle_pt: 'Carnes, linguiça, pão de alho e farofa, porcionados para 6, 10 ou 15 pessoas.',
    button_text_pt: 'Escolher meu kit',
    title_en: 'Barbecue kits ready for the grill',
    subtitle_en: 'Meat, sausage, garlic bread and farofa, portioned for 6, 10 or 15 people.',
    button_text_en: 'Choose my kit',
    image_url: '/images/banners/kits.svg',
    link_url: '/categoria/kits-churrasco',
    position: 2,
  },
  {
    title_pt: 'Ofertas da semana',
    subtitle_pt: 'Alcatra, contra-filé, costelinha e carvão com preço especial até domingo.',
    button_text_pt: 'Ver ofertas',
    title_en: 'This week’s offers',
    subtitle_en: 'Sirloin, striploin, baby back ribs and charcoal at special prices until Sunday.',
    button_text_en: 'See offers',
    image_url: '/images/banners/ofertas.svg',
    link_url: '/produtos?offer=true',
    position: 3,
  },
];

export const SEED_SECTIONS = [
  {
    key: 'categories',
    title_pt: 'Nossas categorias',
    title_en: 'Our categories',
    subtitle_pt:
      'Carnes bovinas, suínas, aves, linguiças, kits para churrasco e o melhor do mercado brasileiro.',
    subtitle_en: 'Beef, pork, poultry, sausages, barbecue kits and the best of the Brazilian market.',
    display_order: 1,
  },
  {
    key: 'featured',
    title_pt: 'Produtos em destaque',
    title_en: 'Featured products',
    subtitle_pt: 'Os cortes preferidos dos nossos clientes, selecionados toda semana.',
    subtitle_en: 'Our customers’ favourite cuts, picked every week.',
    display_order: 2,
  },
  {
    key: 'promotions',
    title_pt: 'Promoções',
    title_en: 'Offers',
    subtitle_pt: 'Ofertas da semana em cortes selecionados, enquanto durarem os estoques.',
    subtitle_en: 'This week’s deals on selected cuts, while stocks last.',
    display_order: 3,
  },
  {
    key: 'brazilian_cuts',
    title_pt: 'Cortes brasileiros',
    title_en: 'Brazilian cuts',
    subtitle_pt:
      'Picanha com a capa de gordura, fraldinha, maminha, cupim: cortes que você não encontra no mercado comum.',
    subtitle_en:
      'Picanha with its fat cap, fraldinha, maminha, cupim: cuts you will not find at an ordinary grocery store.',
    display_order: 4,
  },
  {
    key: 'testimonials',
    title_pt: 'O que dizem nossos clientes',
    title_en: 'What our customers say',
    subtitle_pt: 'Avaliações de quem já fez o churrasco com a gente.',
    subtitle_en: 'Reviews from people who grilled with us.',
    display_order: 5,
  },
  {
    key: 'about',
    title_pt: 'Sobre nós',
    title_en: 'About us',
    subtitle_pt: 'Açougue e mercado brasileiro premium na Geórgia, desde 2017.',
    subtitle_en: 'A premium Brazilian butcher shop and market in Georgia, since 2017.',
    body_pt: [
      'Abrimos as portas em 2017, na Geórgia, com uma ideia simples: trazer para cá o açougue brasileiro de bairro, onde o açougueiro conhece cada peça e corta do jeito que o cliente pede.',
      'Nossos cortes seguem a tradição brasileira — picanha com a capa de gordura, fraldinha, maminha, cupim, costela para o fogo de chão — e vêm de fornecedores selecionados, com carne fresca todos os dias.',
      'Além do balcão, mantemos um mercado com o que não pode faltar no churrasco: linguiças feitas na casa, pão de alho, farofa, queijo coalho, carvão e guaraná. Atendemos em português e em inglês, na loja, pelo WhatsApp e aqui no site.',
    ].join('\n\n'),
    body_en: [
      'We opened our doors in 2017, in Georgia, with a simple idea: to bring the Brazilian neighbourhood butcher here, where the butcher knows every piece and cuts it the way the customer asks.',
      'Our cuts follow Brazilian tradition — picanha with its fat cap, fraldinha, maminha, cupim, ribs for the fire pit — and come from selected suppliers, with fresh meat every day.',
      'Beyond the counter we keep a market with everything a churrasco needs: house-made sausages, garlic bread, farofa, coalho cheese, charcoal and guaraná. We serve you in Portuguese and English, in the shop, on WhatsApp and here on the site.',
    ].join('\n\n'),
    display_order: 6,
  },
];

export const SEED_TESTIMONIALS = [
  {
    author: 'Mariana S.',
    language: 'pt-BR',
    text: 'A melhor picanha que encontrei nos Estados Unidos. Veio com a capa de gordura certinha e o atendimento em português fez toda a diferença.',
    rating: 5,
    date: '2025-05-18',
  },
  {
    author: 'James T.',
    language: 'en',
    text: 'Ordered the family BBQ kit for a birthday: everything was portioned, labelled and delicious. The chicken hearts were the surprise of the party.',
    rating: 5,
    date: '2025-04-27',
  },
  {
    author: 'Rafael M.',
    language: 'pt-BR',
    text: 'Linguiça toscana igual à do Sul. Já virei cliente fixo e sempre levo o pão de alho junto.',
    rating: 5,
    date: '2025-04-02',
  },
  {
    author: 'Ana Paula R.',
    language: 'pt-BR',
    text: 'Pedi cupim para assar no domingo e pedi embalado a vácuo. Chegou no horário, bem gelado e ficou macio demais.',
    rating: 5,
    date: '2025-03-15',
  },
  {
    author: 'Carlos E.',
    language: 'en',
    text: 'Great butcher, friendly staff and they cut the fraldinha exactly how I asked. Prices are fair for this quality.',
    rating: 4,
    date: '2025-02-22',
  },
  {
    author: 'Juliana F.',
    language: 'pt-BR',
    text: 'Encontrei guaraná, farofa e queijo coalho no mesmo lugar que a carne. Parece que estou fazendo churrasco em casa, no Brasil.',
    rating: 5,
    date: '2025-01-30',
  },
].map((t) => ({ ...t, source: 'Google', published: true }));
