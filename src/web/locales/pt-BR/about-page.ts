/** The about page (/about): loaded with its code, not with the home page (decision 113). */
export const aboutPage = {
  eyebrow: 'Desde 2017 na Geórgia',
  facts: {
    since: { title: 'Desde 2017', body: 'Um açougue de bairro brasileiro que cresceu com a comunidade.' },
    cuts: {
      title: 'Cortes brasileiros',
      body: 'Picanha, fraldinha, cupim e maminha, cortados do jeito certo.',
    },
    service: {
      title: 'Atendimento em português',
      body: 'Na loja, pelo WhatsApp e aqui no site, em português e em inglês.',
    },
  },
  cta: 'Conheça nossos produtos',
};
