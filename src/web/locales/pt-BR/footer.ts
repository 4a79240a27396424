/** The footer (app/layout/footer.tsx): loaded with its code, when it comes near the screen (decision 113). */
export const footer = {
  subtitle: 'Açougue e mercado brasileiro premium na Geórgia, desde 2017.',
  defaultText: 'Cortes brasileiros de verdade, linguiças artesanais e o sabor do Brasil, perto de você.',
  about: 'Sobre nós',
  contact: 'Contato',
  follow: 'Redes sociais',
  shop: 'Loja',
  legal: 'Informações legais',
  privacy: 'Política de Privacidade',
  terms: 'Termos de Uso',
  copyright: '© {{year}} {{brand}}. Todos os direitos reservados.',
  loading: 'Carregando...',
  error: 'Ocorreu um erro',
};
