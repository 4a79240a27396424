/** O cartão "Endereço público" da tela Integrações (decisão 121); parte do dicionário `integrations`. */
export const publicAddressIntegration = {
  title: 'Endereço público',
  usedFor:
    'Os links de todas as mensagens: convites, redefinição de senha, confirmação de e-mail, pedidos de visitantes e avisos à equipe.',
  fields: {
    url: {
      label: 'Endereço da loja',
      help: 'Como os clientes chegam à loja, com https://, por exemplo https://sualoja.com. Em branco, vale o PUBLIC_URL do servidor.',
    },
  },
  inForce: {
    stored: 'Os links das mensagens apontam para {{url}}.',
    env: 'Nada salvo aqui: os links usam o endereço do servidor (PUBLIC_URL), {{url}}.',
    local:
      'Sem endereço público: os links das mensagens apontam para {{url}}, que só abre neste computador. Informe o endereço da loja.',
  },
};
