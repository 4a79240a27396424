/** The live order desk and order page (issue 40, decision 088). */
export const live = {
  state: {
    live: 'Ao vivo',
    connecting: 'Conectando…',
    fallback: 'Sem conexão ao vivo: a lista se atualiza a cada 30 segundos.',
    liveHint: 'Pedidos novos aparecem aqui na hora, sem recarregar a página.',
  },
  newBadge: 'Novo',
  soundHint: 'O navegador só toca o som depois do primeiro toque ou clique nesta página.',
  notify: {
    ask: 'Quer um aviso do navegador quando chegar um pedido com esta aba em segundo plano?',
    allow: 'Ativar avisos',
    later: 'Agora não',
    title: 'Novo pedido {{number}}',
    body: 'Chegou agora na loja.',
    denied: 'Os avisos estão bloqueados neste navegador.',
  },
  updatedBy: 'Atualizado por {{name}} {{when}}',
  updatedBySomeone: 'Atualizado por outra pessoa {{when}}',
  justNow: 'agora',
  minutesAgo_one: 'há {{count}} minuto',
  minutesAgo_other: 'há {{count}} minutos',
  pageUpdated: 'Seu pedido foi atualizado agora.',
};
