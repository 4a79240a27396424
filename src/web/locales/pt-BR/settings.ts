/** The admin panel's settings and SEO screens (issue 17, decision 038). */
export const settings = {
  loading: 'Carregando…',
  loadError: 'Não foi possível carregar as configurações.',
  retry: 'Tentar de novo',
  saveAll: 'Salvar tudo',
  saving: 'Salvando…',
  saveOne: 'Salvar',
  saveOneLabel: 'Salvar {{label}}',
  unsaved: 'Há alterações não salvas.',
  leaveWarning: 'Há alterações não salvas. Sair mesmo assim?',
  unexpected: 'erro inesperado',
  /** A refused field in a save's message: "E-mail de contato — Informe um e-mail válido." */
  advanced: 'Avançado',
  fieldRefused: '{{field}} — {{detail}}',
  general: {
    title: 'Configurações',
    lead: 'O nome, o contato, os números de WhatsApp, as redes sociais, o idioma, a moeda, o país dos telefones, as unidades de peso e a tolerância da pesagem. A vitrine mostra cada alteração na próxima visita.',
    groups: {
      identity: 'Identidade da loja',
      contact: 'Contato',
      whatsapp: 'Números de WhatsApp',
      social: 'Redes sociais',
      shop: 'Loja: idioma, moeda e telefones',
      weighing: 'Venda por peso',
      payment: 'Formas de pagamento',
      security: 'Segurança da equipe',
      stock: 'Estoque baixo',
    },
    fallback:
      'Cada lugar usa o seu número; vazio, usa o primeiro preenchido nesta ordem: banner → cabeçalho → rodapé.',
    inUse: 'Em uso: {{number}}',
    noNumber: 'Nenhum número preenchido: os botões de chat ficam ocultos.',
    languages: { pt: 'Português (Brasil)', en: 'English' },
    currencies: { BRL: 'Real (R$)', USD: 'Dólar americano (US$)' },
    units: { metric: 'Métrico: kg e g (preço por kg)', imperial: 'Imperial: lb e oz (preço por lb)' },
    phoneCountries: { US: 'Estados Unidos (+1)', BR: 'Brasil (+55)' },
    methodChoice: { on: 'Oferecido no checkout', off: 'Desligado' },
    requiredChoice: { on: 'Obrigatória', off: 'Opcional' },
    rename: {
      title: 'Usar o novo nome também no SEO?',
      lead: 'A loja agora se chama “{{name}}”. O Google e os links compartilhados ainda mostram o nome antigo. Atualizar para:',
      accept: 'Atualizar o SEO',
      decline: 'Agora não',
      done: 'SEO atualizado com o novo nome.',
      failed: 'Não foi possível atualizar o SEO. Tente de novo na tela SEO.',
    },
  },
  fields: {
    brand_name: { label: 'Nome da loja', help: 'Nome da loja: no cabeçalho, no rodapé e nas mensagens.' },
    site_description: { label: 'Descrição curta', help: 'Descrição curta da loja, no rodapé.' },
    footer_text: {
      label: 'Texto do rodapé (português)',
      help: 'Texto do rodapé, abaixo do nome, para quem navega em português.',
    },
    footer_text_en: {
      label: 'Texto do rodapé (inglês)',
      help: 'O mesmo texto para quem navega em inglês. Vazio: o texto padrão em inglês, em cinza no campo.',
    },
    contact_email: { label: 'E-mail de contato', help: 'E-mail de contato, no rodapé.' },
    contact_phone: {
      label: 'Telefone de contato',
      help: 'Telefone de contato, com o código do país (+1, +55).',
    },
    hero_whatsapp_number: {
      label: 'WhatsApp do banner',
      help: 'WhatsApp do banner principal (o primeiro da ordem).',
    },
    header_whatsapp_number: {
      label: 'WhatsApp do cabeçalho',
      help: 'WhatsApp do cabeçalho (usa o do banner quando vazio).',
    },
    footer_whatsapp_number: {
      label: 'WhatsApp do rodapé',
      help: 'WhatsApp do rodapé e do botão flutuante (usa o do banner quando vazio).',
    },
    header_instagram_url: {
      label: 'Instagram (cabeçalho)',
      help: 'Instagram no cabeçalho e no menu do celular.',
    },
    header_facebook_url: {
      label: 'Facebook (cabeçalho)',
      help: 'Facebook no cabeçalho e no menu do celular.',
    },
    footer_instagram_url: { label: 'Instagram (rodapé)', help: 'Instagram no rodapé.' },
    footer_facebook_url: { label: 'Facebook (rodapé)', help: 'Facebook no rodapé.' },
    default_language: { label: 'Idioma padrão', help: 'Idioma padrão de quem ainda não escolheu: pt ou en.' },
    currency: {
      label: 'Moeda dos preços',
      help: 'Só muda o rótulo dos preços no site e nas mensagens; nada é convertido. Real: R$ 89,90. Dólar: US$ 89,90 em português, $89.90 em inglês.',
    },
    default_phone_country: {
      label: 'País padrão dos telefones',
      help: 'O país em que os campos de telefone começam (cadastro, perfil, contato, checkout). Um número digitado com +código fica como foi digitado.',
    },
    low_stock_threshold: {
      label: 'Estoque baixo: unidades',
      help: 'Uma variação de preço fixo sem limite próprio fica com estoque baixo com esta quantidade ou menos (5 por padrão). Cada variação pode ter o seu limite no editor do produto. 0: só avisa quando esgota.',
    },
    low_stock_threshold_kg: {
      label: 'Estoque baixo: kg (itens por peso)',
      help: 'Para itens vendidos por peso sem limite próprio: o estoque (em peças) fica baixo quando as peças somam este peso estimado ou menos (2 kg por padrão; peças de 1,2 kg: 2 peças).',
    },
    low_stock_summary_hour: {
      label: 'Hora do resumo diário',
      help: 'Todo dia, a esta hora da loja (Geórgia), os contatos de aviso de cada loja recebem a lista do que está com estoque baixo ou esgotado, no idioma padrão da loja. Nada é enviado quando nada está baixo.',
    },
    weighing_tolerance_pct: {
      label: 'Tolerância da pesagem (%)',
      help: 'Itens vendidos por peso são cobrados pelo peso da balança, no máximo esta porcentagem acima do estimado; abaixo, pelo peso real. De 0 a 50, inteiro ou com uma casa decimal (10 ou 12,5). Vale para os pedidos feitos depois de salvar; cada pedido guarda a tolerância do momento em que foi feito.',
    },
    weight_units: {
      label: 'Unidades de peso',
      help: 'Como a loja mostra pesos e preços por peso: em kg e g, ou em lb e oz (preço por lb) na vitrine, no carrinho, nos pedidos, nas mensagens e no balcão. Os preços continuam guardados por kg; com imperial, a equipe digita o preço por lb e a pesagem aceita lb, oz ou g.',
    },
    card_hold_margin_pct: {
      label: 'Margem da reserva no cartão (%)',
      help: 'Um pedido pago com cartão reserva os itens vendidos por peso esta porcentagem acima do estimado e cobra o peso final depois da pesagem; o resto é liberado. Nunca abaixo da tolerância da pesagem. De 0 a 50 (15 por padrão).',
    },
    payment_pay_on_delivery: {
      label: 'Pagamento na entrega ou retirada',
      help: 'O cliente paga ao receber ou retirar; a equipe confirma o pagamento no pedido.',
    },
    payment_zelle_recipient: {
      label: 'Destinatário do Zelle',
      help: 'E-mail ou telefone cadastrado no Zelle e o nome que aparece para quem paga. Mostrado na confirmação do pedido e na mensagem de quem escolhe transferência; em branco, a mensagem diz que enviaremos os dados.',
    },
    staff_second_factor: {
      label: 'Verificação em duas etapas da administração',
      help: 'Obrigatória: super administradores e administradores configuram um aplicativo autenticador ou uma chave de acesso ao entrar, antes de qualquer outra coisa. Opcional: cada um decide no seu perfil.',
    },
    payment_bank_transfer: {
      label: 'Transferência',
      help: 'O cliente transfere e a equipe confirma o pagamento no pedido. Pelo menos uma forma de pagamento fica ligada (o cartão conta quando a Stripe está configurada em Integrações).',
    },
  },
  seo: {
    title: 'SEO',
    lead: 'Como a loja aparece no Google e nos links compartilhados. A página servida aos buscadores muda na próxima visita.',
    groups: {
      search: 'Busca (Google)',
      browser: 'Navegador',
      advanced: 'Para desenvolvedores',
      card: 'Card de link (WhatsApp, Facebook)',
      twitter: 'Card do X (Twitter)',
    },
    fields: {
      site_title: {
        label: 'Título do site',
        help: 'O título da aba e do resultado no Google (até 60 caracteres é o ideal).',
      },
      site_title_en: {
        label: 'Título do site em inglês',
        help: 'O título da aba da página inicial para quem navega em inglês. Em branco: o título acima.',
      },
      site_description: {
        label: 'Descrição',
        help: 'O texto abaixo do título no Google (até 160 caracteres é o ideal).',
      },
      site_keywords: { label: 'Palavras-chave', help: 'Separadas por vírgula.' },
      site_author: { label: 'Autor', help: 'Quem publica o site.' },
      site_robots: {
        label: 'Robôs',
        help: 'Diretivas separadas por vírgula: index, follow para aparecer nas buscas; noindex, nofollow esconde o site.',
      },
      viewport: { label: 'Viewport', help: 'Como a página se ajusta ao celular. Raramente muda.' },
      theme_color: { label: 'Cor do tema', help: 'A cor da barra do navegador no celular, como #7a1f1a.' },
      canonical_url: { label: 'Endereço canônico', help: 'O endereço principal da loja, com https://.' },
      og_title: { label: 'Título do card', help: 'Vazio: usa o título do site.' },
      og_description: { label: 'Descrição do card', help: 'Vazio: usa a descrição.' },
      og_image: { label: 'Imagem do card', help: 'A imagem do link compartilhado (1200 × 630 é o ideal).' },
      og_type: { label: 'Tipo', help: 'website para a loja.' },
      og_site_name: { label: 'Nome do site no card', help: 'Vazio: usa o nome da loja.' },
      twitter_card: { label: 'Formato do card', help: 'summary_large_image mostra a imagem grande.' },
      twitter_title: { label: 'Título no X', help: 'Vazio: usa o título do site.' },
      twitter_description: { label: 'Descrição no X', help: 'Vazio: usa a descrição.' },
      twitter_image: { label: 'Imagem no X', help: 'Endereço da imagem; vazio usa a do card.' },
      twitter_site: { label: 'Perfil no X', help: 'O @ da loja no X.' },
    },
    upload: 'Enviar a imagem do card',
    preview: {
      title: 'Prévia',
      lead: 'Como o link da loja aparece, com o que está digitado agora.',
      social: 'WhatsApp e Facebook',
      google: 'Google',
      noImage: 'Sem imagem',
    },
  },
} as const;
