/** O cartão "Entrar com Google" da tela Integrações (decisão 090); parte do dicionário `integrations`. */
export const googleSignInIntegration = {
  title: 'Entrar com Google',
  usedFor:
    'O botão "Entrar com Google" nas páginas de entrada e cadastro: os clientes entram com a conta Google, sem senha. A equipe continua entrando com a senha.',
  fields: {
    clientId: {
      label: 'ID do cliente OAuth',
      help: 'No Google Cloud Console (APIs e serviços → Credenciais → ID do cliente OAuth, tipo "Aplicativo da Web"). Termina em .apps.googleusercontent.com.',
    },
    clientSecret: { label: 'Chave secreta do cliente' },
  },
  redirectHelp: 'Em "URIs de redirecionamento autorizados" do cliente, adicione este endereço:',
  test: {
    title: 'Testar a conexão',
    button: 'Testar',
    asking: 'Perguntando ao Google…',
    help: 'Lê a configuração pública do Google e confere se ele reconhece o ID do cliente salvo. A chave secreta só é provada quando um cliente entra.',
  },
};
