export const legal = {
  updatedAt: 'Atualizado em',
  close: 'Fechar',
  index: 'Índice',
  showIndex: 'Mostrar índice',
  hideIndex: 'Ocultar índice',
  previous: 'Anterior',
  next: 'Próximo',
  counter: '{{current}} de {{total}}',
  previousHint: 'Seção anterior',
  nextHint: 'Próxima seção',
  closeHint: 'Fechar (Esc)',
};
