/** Items sold by weight (decision 045): the estimate, the price per kg and the final-weight note. */
export const weighed = {
  summary: '≈ {{weight}} · {{price}} · {{perKg}}',
  perKg: '{{price}}/kg',
  note: 'Vendido por peso: o valor é estimado. Cobramos pelo peso final da balança, no máximo {{tolerance}} % acima do estimado; abaixo, pelo peso real.',
  estimate: 'Peso estimado',
};
