import { STATUS_LABELS_PT } from '../../../shared/orders/messages';

/** /meus-pedidos and /orders. */
export const orders = {
  title: 'Meus Pedidos',
  lead: 'Acompanhe seus pedidos, do açougue até a sua mesa.',
  loading: 'Carregando pedidos...',
  loadError: 'Não foi possível carregar seus pedidos.',
  retry: 'Tentar de novo',
  empty: {
    title: 'Você ainda não fez pedidos',
    body: 'Quando fizer seu primeiro pedido, ele aparece aqui com o andamento.',
    cta: 'Escolher cortes',
  },
  placedOn: 'Feito em {{date}}',
  items_one: '{{count}} item',
  items_other: '{{count}} itens',
  back: 'Voltar aos pedidos',
  notFound: 'Pedido não encontrado.',
  delivery: 'Entrega',
  pickup: 'Retirada',
  when: '{{date}}, das {{start}} às {{end}}',
  // The same labels as the messages the customer receives.
  status: STATUS_LABELS_PT,
  payment: {
    pay_on_delivery: 'Pagamento na entrega/retirada',
    bank_transfer: 'Transferência',
    pending: 'pagamento pendente',
    confirmed: 'pagamento confirmado',
  },
  detail: {
    items: 'Itens',
    quantity: '{{count}} ×',
    note: 'Preparo: {{note}}',
    address: 'Endereço de entrega',
    pickupAddress: 'Retirada na loja',
    window: 'Dia e horário',
    notes: 'Observações',
    timeline: 'Andamento',
    by: 'por {{name}}',
    totals: 'Valores',
    subtotal: 'Subtotal',
    discount: 'Desconto ({{code}})',
    fee: 'Taxa de entrega',
    total: 'Total',
    paymentMethod: 'Pagamento',
  },
};
