/** A customer's SMS consent: her profile's card and the admin user screen (decision 083). */
export const smsConsent = {
  title: 'Mensagens de texto (SMS)',
  hint: 'Avisos de pedidos e ofertas por SMS no seu celular dos EUA ou do Canadá.',
  loading: 'Carregando sua preferência de SMS…',
  loadError: 'Não foi possível carregar sua preferência de SMS.',
  noUsPhone:
    'SMS só chegam a telefones dos EUA e do Canadá (+1). Para recebê-los, salve um número +1 nos seus dados pessoais.',
  phone: 'Número: {{phone}}',
  saving: 'Salvando…',
  failed: 'Não foi possível salvar sua preferência de SMS.',
  given: 'Autorizado em {{when}} ({{source}}).',
  withdrawn: 'Você cancelou o SMS em {{when}}.',
  none: 'Você ainda não autorizou o envio de SMS.',
  optedOut:
    'Este número respondeu STOP em {{when}}: a loja não consegue enviar SMS a ele até você responder START a uma mensagem da loja.',
  sources: {
    sign_up: 'no cadastro',
    checkout: 'na finalização de uma compra',
    profile: 'no seu painel',
  },
  admin: {
    title: 'SMS',
    noUsPhone: 'Sem telefone +1: não recebe SMS.',
    consented: 'Consentiu em {{when}}',
    channel: 'Onde: {{source}}',
    notConsented: 'Não consentiu: não recebe SMS.',
    withdrawn: 'Cancelou o consentimento em {{when}}.',
    optedOut: 'Respondeu STOP em {{when}}: nenhum SMS chega a este número.',
    providerRefused: 'A Twilio informou em {{when}} que o número não aceita SMS da loja.',
    sources: {
      sign_up: 'cadastro',
      checkout: 'finalização de compra',
      profile: 'painel da cliente',
    },
  },
};
