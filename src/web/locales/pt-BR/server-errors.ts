/** The recent server errors (issue 21, decision 053; view_logs), loaded with its screen only. */
export const serverErrors = {
  title: 'Erros do servidor',
  lead: 'Os erros recentes do servidor (respostas 5xx), guardados por 30 dias ou até os 1.000 mais novos. Informe o código da requisição a quem for investigar.',
  loading: 'Carregando os erros…',
  loadError: 'Não foi possível carregar os erros.',
  retry: 'Tentar de novo',
  empty: 'Nenhum erro registrado.',
  emptyFiltered: 'Nenhum erro com esta busca.',
  search: 'Código da requisição ou rota',
  searchPlaceholder: 'Ex.: /api/orders',
  apply: 'Buscar',
  columns: {
    at: 'Quando',
    status: 'Status',
    route: 'Rota',
    message: 'Mensagem',
    request: 'Requisição',
    /** The same error from the same caller within minutes is one row (decision 071). */
    count: 'Vezes',
  },
  countDetail:
    '{{times}} vezes, a última em {{time}} (mesmo erro de quem o causou, ou o excesso dessa pessoa)',
  pagination: {
    nav: 'Páginas de erros',
    previous: 'Anterior',
    next: 'Próxima',
    pageOf: 'Página {{page}} de {{total}}',
  },
};
