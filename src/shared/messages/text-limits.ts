/**
 * A long text past its limit (issue 38, decision 110): one message per field of the table in
 * ../text-limits.ts, naming the field and its limit. Part of MESSAGES (../messages.ts).
 */
export const TEXT_LIMIT_MESSAGES = {
  textLimit: {
    orderNote: 'A observação pode ter até {max} caracteres.',
    itemNote: 'A observação do item pode ter até {max} caracteres.',
    cutNote: 'A observação do corte pode ter até {max} caracteres.',
    contactMessage: 'A mensagem pode ter até {max} caracteres.',
    staffNote: 'A nota pode ter até {max} caracteres.',
    editReason: 'O motivo pode ter até {max} caracteres.',
    refundReason: 'O motivo do reembolso pode ter até {max} caracteres.',
    testimonialText: 'O depoimento pode ter até {max} caracteres.',
    productDescription: 'A descrição pode ter até {max} caracteres.',
    categoryDescription: 'A descrição pode ter até {max} caracteres.',
    couponDescription: 'A descrição pode ter até {max} caracteres.',
    bannerSubtitle: 'O subtítulo pode ter até {max} caracteres.',
    sectionSubtitle: 'O subtítulo pode ter até {max} caracteres.',
    sectionBody: 'O texto pode ter até {max} caracteres.',
  },
} as const;
