import { describe, expect, it } from 'vitest';
import { type CsvCellKind, type CsvValue, csvCell, csvDelimiter } from './csv-format';

// Issue 39 (decision 102): the CSV's values as Excel opens them in the headers' language.
describe('csvCell', () => {
  const table: [CsvCellKind, CsvValue, string, string, string][] = [
    // kind, stored value, pt, en, without a language
    ['orderStatus', 'completed', 'Concluído', 'Completed', 'completed'],
    ['orderStatus', 'out_for_delivery', 'Saiu para entrega', 'Out for delivery', 'out_for_delivery'],
    ['paymentMethod', 'bank_transfer', 'Transferência', 'Bank transfer', 'bank_transfer'],
    ['paymentMethod', 'card', 'Cartão', 'Card', 'card'],
    ['paymentStatus', 'confirmed', 'Confirmado', 'Confirmed', 'confirmed'],
    ['fulfilment', 'pickup', 'Retirada', 'Pickup', 'pickup'],
    ['flag', true, 'Sim', 'Yes', 'true'],
    ['flag', false, 'Não', 'No', 'false'],
    ['couponType', 'fixed_amount', 'Valor fixo', 'Fixed amount', 'fixed_amount'],
    ['couponState', 'used_up', 'Esgotado', 'Used up', 'used_up'],
    ['decimal', '294.56', '294,56', '294.56', '294.56'],
    ['decimal', '-10.00', '-10,00', '-10.00', '-10.00'],
    ['decimal', '1.520', '1,520', '1.520', '1.520'],
    ['number', 3, '3', '3', '3'],
    ['dateTime', '2026-11-23 23:30:00', '23/11/2026 23:30:00', '11/23/2026 23:30:00', '2026-11-23 23:30:00'],
    ['date', '2026-12-01', '01/12/2026', '12/01/2026', '2026-12-01'],
    ['text', 'Picanha 1.5 kg', 'Picanha 1.5 kg', 'Picanha 1.5 kg', 'Picanha 1.5 kg'],
    ['decimal', null, '', '', ''],
    // A value the table does not know is written as stored, never lost.
    ['orderStatus', 'refunded_later', 'refunded_later', 'refunded_later', 'refunded_later'],
  ];
  it.each(table)('%s %j → pt %j, en %j, none %j', (kind, value, pt, en, none) => {
    expect(csvCell(kind, value, 'pt')).toBe(pt);
    expect(csvCell(kind, value, 'en')).toBe(en);
    expect(csvCell(kind, value, undefined)).toBe(none);
  });

  it('separates cells with ";" in Portuguese (the comma is its decimal mark), "," otherwise', () => {
    expect(csvDelimiter('pt')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
    expect(csvDelimiter(undefined)).toBe(',');
  });
});
