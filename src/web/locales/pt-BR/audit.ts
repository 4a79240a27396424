/** The audit viewer (issue 21, super_admin only). */
export const audit = {
  title: 'Auditoria',
  lead: 'Quem mudou o quê e quando: cada alteração da equipe, com o antes e o depois de cada campo.',
  loading: 'Carregando o registro…',
  loadError: 'Não foi possível carregar o registro.',
  retry: 'Tentar de novo',
  empty: 'Nenhuma alteração encontrada com estes filtros.',
  filters: {
    person: 'Pessoa',
    personPlaceholder: 'Nome ou e-mail',
    entity: 'Registro',
    entityId: 'Código do registro',
    action: 'Ação',
    any: 'Todas',
    from: 'De',
    to: 'Até',
    apply: 'Filtrar',
  },
  entry: {
    by: 'por {{who}}',
    unknown: 'conta removida',
    /** Uma rotina automática do servidor (decisão 049: a limpeza dos dados de compras). */
    system: 'a loja, automaticamente',
    field: 'Campo',
    before: 'Antes',
    after: 'Depois',
    none: 'Sem campos alterados.',
    empty: '—',
    request: 'Requisição {{id}}',
  },
  pagination: {
    nav: 'Páginas do registro',
    previous: 'Anterior',
    next: 'Próxima',
    pageOf: 'Página {{page}} de {{total}}',
  },
};
