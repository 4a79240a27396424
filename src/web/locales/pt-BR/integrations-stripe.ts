/** O cartão Stripe da tela Integrações (decisão 082); parte do dicionário `integrations`. */
export const stripeIntegration = {
  title: 'Pagamento com cartão (Stripe)',
  usedFor:
    'Cobrar com cartão no checkout: reservamos o valor estimado, cobramos o peso final depois da pesagem e liberamos o resto. Sem a chave secreta, o cartão não aparece no checkout.',
  groups: { keys: 'Chaves da API', webhook: 'Avisos da Stripe (webhook)' },
  fields: {
    secretKey: { label: 'Chave secreta' },
    publishableKey: { label: 'Chave publicável', help: 'Começa com pk_test_ ou pk_live_.' },
    webhookSecret: { label: 'Segredo de assinatura do webhook' },
  },
  mode: { test: 'Modo de teste', live: 'Modo real' },
  modeHelp: {
    test: 'Chaves de teste: só cartões de teste, nenhum dinheiro real.',
    live: 'Chaves reais: os clientes pagam de verdade.',
  },
  webhookHelp:
    'No painel da Stripe (Desenvolvedores → Webhooks), adicione este endereço e cole aqui o segredo de assinatura (whsec_…):',
  eventsHelp: 'Em “Selecionar eventos”, marque estes (a loja ignora os outros):',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'Não foi possível copiar. Selecione o endereço e copie à mão.',
  checkTitle: 'Verificar',
  checkHelp: 'Pergunta à Stripe a quem pertencem as chaves salvas.',
  checkButton: 'Verificar conexão',
  checking: 'Consultando a Stripe… (até 10 s)',
  checked: 'Conectado à conta {{name}} ({{country}}).',
} as const;
