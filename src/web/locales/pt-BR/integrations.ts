import { googleSignInIntegration } from './integrations-google-sign-in';
import { publicAddressIntegration } from './integrations-public-address';
import { stripeIntegration } from './integrations-stripe';
/** The admin panel's Integrações screen (issue 35, decision 076). */
export const integrations = {
  title: 'Integrações',
  lead: 'Conecte o e-mail, o WhatsApp e o SMS da loja, teste cada um e veja se estão funcionando. As mudanças valem a partir da próxima mensagem.',
  loading: 'Carregando as integrações…',
  loadError: 'Não foi possível carregar as integrações.',
  retry: 'Tentar de novo',
  save: 'Salvar',
  saving: 'Salvando…',
  saveFailed: 'Não foi possível salvar. Confira os campos marcados.',
  unsaved: 'Há mudanças não salvas.',
  leaveWarning: 'Há mudanças não salvas. Sair mesmo assim?',
  unexpected: 'erro inesperado',
  setOnServer: 'Definido no servidor',
  setOnServerHint:
    'Este valor vem de uma variável de ambiente do servidor e vale sobre o que for salvo aqui.',
  replace: 'Substituir',
  keepCurrent: 'Manter a atual',
  notStored: 'Nenhuma guardada',
  secretHint: 'Guardada com criptografia; nunca é mostrada de novo.',
  newSecretHint: 'Digite a nova. Ao salvar, ela substitui a guardada.',
  otherKey:
    'Inserida com outra chave (por exemplo, um backup restaurado em outro servidor): insira a integração de novo.',
  show: 'Mostrar',
  hide: 'Ocultar',
  usedFor: 'Usado para',
  states: {
    not_set_up: 'Não configurado',
    untested: 'Configurado · ainda não testado',
    working: 'Funcionando',
    failing: 'Com falha',
    reenter: 'Insira de novo',
  },
  state: {
    missing: 'Falta: {{fields}}.',
    lastSuccess: 'Último envio bem-sucedido: {{when}}.',
    noSendYet: 'Ainda nenhum envio por aqui.',
    untested: 'Salvo, mas nada saiu por aqui desde então. Envie um teste para confirmar que funciona.',
    failingSince: 'Com falha desde {{when}}.',
    lastError: 'Último erro do provedor: {{error}}',
    reenter: 'Uma chave guardada não abre mais: insira a integração de novo.',
  },
  remove: {
    button: 'Remover integração',
    title: 'Remover a integração {{name}}?',
    description:
      'Os campos e as chaves guardados aqui serão apagados. As mensagens que dependem dela voltam a ficar “Sem configuração” até que seja configurada de novo.',
    envStays:
      'Os valores definidos no servidor continuam valendo; só quem administra o servidor pode removê-los.',
    confirm: 'Remover',
    cancel: 'Manter',
    failed: 'Não foi possível remover a integração.',
  },
  test: {
    title: 'Testar',
    saveFirst: 'Salve as mudanças antes de testar.',
    setUpFirst: 'Configure e salve a integração para poder testar.',
    sending: 'Enviando… (até {{seconds}} s)',
    sent: 'Enviado. Confira se chegou.',
    failed: 'O teste falhou: {{reason}}',
  },
  email: {
    title: 'E-mail',
    usedFor:
      'Confirmação de e-mail e redefinição de senha dos clientes, convites da equipe e o aviso de novos pedidos por e-mail.',
    groups: { server: 'Conexão', sender: 'Remetente' },
    fields: {
      host: { label: 'Servidor SMTP', help: 'Só o nome, por exemplo smtp.gmail.com.' },
      port: { label: 'Porta', help: '587 com STARTTLS; 465 com TLS.' },
      security: { label: 'Segurança', help: 'Como a conexão é protegida.' },
      user: { label: 'Usuário', help: 'Em geral o próprio e-mail. Em branco: sem login.' },
      password: { label: 'Senha' },
      fromName: {
        label: 'Nome do remetente',
        help: 'O nome que os clientes veem, por exemplo Brazil Prime.',
      },
      fromAddress: { label: 'E-mail do remetente', help: 'De onde as mensagens saem.' },
    },
    security: { starttls: 'STARTTLS', tls: 'TLS' },
    testLabel: 'Enviar e-mail de teste para',
    testButton: 'Enviar e-mail de teste',
  },
  whatsapp: {
    title: 'WhatsApp',
    usedFor:
      'Boas-vindas a novos clientes, avisos de pedidos, cupons e o aviso de novo cliente para a administração. Só números do Brasil recebem automaticamente.',
    groups: { provider: 'Provedor', notices: 'Avisos para a administração' },
    fields: {
      apiUrl: { label: 'Endereço de criação de mensagens', help: 'A URL “create-message” do seu provedor.' },
      appKey: { label: 'App key' },
      authKey: { label: 'Auth key' },
      adminPhone: {
        label: 'Telefone para avisos da administração',
        help: 'Recebe o aviso de novo cliente e de novos pedidos das lojas sem número próprio. Número do Brasil (+55) recebe por WhatsApp; dos EUA (+1), por SMS.',
      },
    },
    testLabel: 'Enviar mensagem de teste para',
    testButton: 'Enviar mensagem de teste',
  },
  googleReviews: {
    title: 'Avaliações do Google',
    usedFor:
      'Os depoimentos da página inicial e a nota da loja no Google, com o número de avaliações e o link para a página dela.',
    fields: {
      placeId: {
        label: 'Place ID',
        help: 'O identificador da loja no Google Maps (no Place ID Finder do Google), por exemplo ChIJ…',
      },
      apiKey: { label: 'Chave da API (Places)' },
    },
    actions: 'Verificar e importar',
    importHelp:
      'As avaliações chegam aos depoimentos sem aparecer no site: a equipe escolhe quais mostrar. Uma vez por dia elas são lidas de novo, sem mexer no que a equipe editou.',
    verify: 'Verificar conexão',
    import: 'Importar avaliações',
    asking: 'Consultando o Google…',
    chooseLink: 'Escolher quais mostrar nos depoimentos',
  },
  sms: {
    title: 'SMS (Twilio)',
    usedFor:
      'Pedidos, cupons e avisos para números dos EUA (+1), onde o WhatsApp automático não chega. Clientes só recebem com o consentimento que deram no cadastro ou na finalização da compra; quem responde STOP não recebe mais.',
    groups: { account: 'Conta Twilio', sender: 'Remetente', webhook: 'Respostas STOP e START' },
    senderHelp: 'Preencha um dos dois: o número comprado na Twilio ou um Messaging Service.',
    fields: {
      accountSid: { label: 'Account SID', help: 'No painel da Twilio: começa com AC.' },
      authToken: { label: 'Auth Token' },
      from: { label: 'Número remetente', help: 'No formato internacional, por exemplo +14045550134.' },
      messagingServiceSid: {
        label: 'Messaging Service SID',
        help: 'Opcional; começa com MG. Tem prioridade sobre o número.',
      },
    },
    webhookHelp:
      'Para a loja saber quem respondeu STOP, cole este endereço em “A message comes in” do número (ou do Messaging Service) na Twilio:',
    testLabel: 'Enviar SMS de teste para',
    testButton: 'Enviar SMS de teste',
  },
  stripe: stripeIntegration,
  googleSignIn: googleSignInIntegration,
  publicAddress: publicAddressIntegration,
} as const;
