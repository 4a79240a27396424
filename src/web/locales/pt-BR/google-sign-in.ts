/** "Entrar com Google" nas páginas de entrada e cadastro e no perfil (decisão 090). */
export const googleSignIn = {
  or: 'ou',
  button: 'Entrar com Google',
  starting: 'Abrindo o Google…',
  terms: 'Ao continuar com o Google, você aceita os Termos de Uso e a Política de Privacidade da loja.',
  title: 'Formas de entrar',
  hint: 'Entre com sua senha ou com a conta Google ligada a esta conta.',
  password: 'Senha',
  passwordSet: 'Definida',
  passwordNotSet: 'Sem senha: crie uma pelo link "Esqueci minha senha" na página de entrada.',
  google: 'Google',
  linkedSince: 'Ligada em {{when}}',
  none: 'Nenhuma conta Google ligada.',
  link: 'Ligar conta Google',
  unlink: 'Desligar',
  unlinking: 'Desligando…',
  lastWayIn: 'É a única forma de entrar: crie uma senha antes de desligar.',
  loading: 'Carregando as formas de entrar…',
  loadError: 'Não foi possível carregar as formas de entrar.',
  outcomes: {
    blocked: 'Esta conta está suspensa ou inativa. Fale com a loja.',
  },
};
