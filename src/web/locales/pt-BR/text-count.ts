/** The long-text counter (components/ui/counted-textarea.tsx, decision 110): what a screen reader hears near the limit. */
export const textCount = {
  left_zero: 'Limite de {{max}} caracteres atingido.',
  left_one: 'Resta 1 caractere de {{max}}.',
  left_other: 'Restam {{count}} caracteres de {{max}}.',
};
