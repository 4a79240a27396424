/** Holiday pre-orders (issue 41, decision 093): campaigns, their days and sizes. Part of MESSAGES (../messages.ts). */
export const CAMPAIGN_MESSAGES = {
  campaign: {
    notFound: 'Encomenda não encontrada.',
    nameRequired: 'Informe o nome da encomenda em português e em inglês.',
    slugInvalid: 'Use só letras minúsculas, números e hífens no endereço (ex.: acao-de-gracas).',
    slugTaken: 'Já existe uma encomenda com este endereço.',
    periodInvalid: 'O fim dos pedidos deve ser depois do início.',
    slotsRequired: 'Informe ao menos um dia e um tamanho com capacidade.',
    slotTwice: 'Este dia e tamanho aparecem duas vezes.',
    dayBeforeOrders: 'Um dia de retirada ou entrega não pode ser antes do início dos pedidos.',
    capacityInvalid: 'A capacidade deve ser um número inteiro de 0 a 9999.',
    capacityBelowTaken: 'Já há {taken} reservados neste dia e tamanho: a capacidade não pode ser menor.',
    slotHasOrders: 'Este dia e tamanho já têm pedidos: não podem ser retirados da encomenda.',
    variationUnknown: 'Tamanho não encontrado: escolha uma variação de um produto.',
    depositInvalid: 'O sinal deve ser um valor em centavos ou uma porcentagem de 1 a 100.',
    closed: 'As encomendas de {name} não estão abertas agora.',
    notADay: '{name} só é entregue ou retirado nos dias da encomenda: escolha um deles.',
    dayFull: 'Esgotado: não há mais {size} para {day}. Escolha outro dia ou tamanho.',
    twoCampaigns: 'Um pedido pode ter itens de uma só encomenda.',
  },
} as const;
