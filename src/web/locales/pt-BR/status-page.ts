/** The status page (/teste-acougue): loaded with its code, not with the home page (decision 113). */
export const statusPage = {
  title: 'Status do sistema',
  intro: 'Esta página verifica se a loja está funcionando: o servidor e a conexão com o banco de dados.',
  server: 'Servidor',
  serverHint: 'GET /api/health',
  database: 'Banco de dados',
  databaseHint: 'Teste de conectividade: lê um produto',
  checking: 'Verificando…',
  ok: 'Funcionando',
  failed: 'Com falha',
  serverTime: 'Resposta em {{ms}} ms',
  queryTime: 'Consulta em {{ms}} ms',
  sample: 'Produto lido: {{name}}',
  noSample: 'Nenhum produto cadastrado ainda.',
  retest: 'Testar novamente',
  checkedAt: 'Última verificação às {{time}}',
};
