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
};
