/** The Integrações screen of the admin panel (issue 35, decision 076). Part of MESSAGES (../messages.ts). */
export const INTEGRATION_MESSAGES = {
  integrations: {
    saved: 'Integração salva.',
    nothingToSave: 'Nada para salvar: os campos desta integração estão definidos no servidor.',
    required: 'Preencha este campo.',
    textTooLong: 'Máximo de {max} caracteres.',
    hostInvalid: 'Informe só o nome do servidor, por exemplo smtp.gmail.com.',
    portInvalid: 'Use uma porta de 1 a 65535.',
    securityInvalid: 'Escolha STARTTLS ou TLS.',
    senderNameInvalid: 'O nome do remetente não pode ter <, > nem aspas.',
    emailInvalid: 'Informe um e-mail válido, por exemplo pedidos@sualoja.com.',
    urlInvalid: 'Use o endereço completo da API, começando com https://',
    urlNotHttps: 'Em produção o endereço precisa começar com https://',
    // The shop's public address (decision 121).
    publicUrlInvalid: 'Informe o endereço completo da loja, por exemplo https://sualoja.com.',
    publicUrlNotHttps: 'O endereço precisa começar com https:// (http:// só para localhost).',
    publicUrlHasPath:
      'Informe só o endereço da loja, sem caminho, parâmetros nem #, por exemplo https://sualoja.com.',
    secretInvalid: 'A chave não pode ter espaços nem quebras de linha.',
    phoneInvalid: 'Informe o número com o código do país, por exemplo +55 11 98765-4321.',
    notSetUp: 'Salve a integração antes de enviar um teste.',
    otherKey:
      'Inserida com outra chave (por exemplo, um backup restaurado em outro servidor): insira a integração de novo.',
    testSent: 'Mensagem de teste enviada.',
    googleSignInChecked: 'Conectado: o Google respondeu e aceita este ID do cliente.',
    testTimedOut: 'Sem resposta em {seconds} s.',
    removed:
      'Integração removida. As mensagens voltam a ficar “Sem configuração” até que ela seja configurada de novo.',
    nothingStored: 'Não há nada guardado nesta integração.',
    integrationUnknown: 'Integração desconhecida.',
    /** The audit log's value for a secret that changed: never the secret itself. */
    keyReplaced: 'chave substituída',
  },
} as const;
