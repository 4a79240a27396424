export const home = {
  hero: {
    eyebrow: 'Açougue e mercado brasileiro · Georgia',
    title: 'O churrasco brasileiro de verdade, do nosso balcão para a sua mesa',
    subtitle:
      'Picanha, fraldinha, cupim, linguiça toscana e tudo para o seu churrasco — cortados à moda brasileira por quem entende.',
    shop: 'Ver produtos',
    chat: 'Pedir pelo WhatsApp',
  },
  categories: {
    title: 'Nossas categorias',
    subtitle:
      'Carnes bovinas, suínas, aves, linguiças, kits para churrasco e o melhor do mercado brasileiro.',
    tiles: {
      beef: 'Bovinos',
      pork: 'Suínos',
      poultry: 'Aves',
      sausages: 'Linguiças',
      bbq: 'Kits para churrasco',
      others: 'Mercado',
    },
  },
  featured: {
    title: 'Produtos em destaque',
    subtitle: 'Os cortes preferidos dos nossos clientes, selecionados toda semana.',
  },
  promotions: {
    title: 'Promoções',
    subtitle: 'Ofertas da semana em cortes selecionados.',
  },
  cuts: {
    title: 'Cortes brasileiros',
    subtitle:
      'Picanha com a capa de gordura, fraldinha, maminha, cupim: cortes que você não encontra no mercado comum.',
  },
  testimonials: {
    title: 'O que dizem nossos clientes',
    subtitle: 'Avaliações de quem já fez o churrasco com a gente.',
  },
  about: {
    title: 'Sobre nós',
    body: 'Desde 2017 trazemos para a Geórgia o açougue brasileiro de bairro: cortes feitos à mão, atendimento em português e o cuidado de quem conhece cada peça.',
    more: 'Conheça a nossa história',
  },
};
