/** English for scale labels and scan to weigh (issue 41, decision 092); composed into ./errors.ts. */
export const labelErrors = {
  labels: {
    codeFormat: 'Invalid code: a label code has 13 digits.',
    checkDigit: 'The code has a wrong check digit. Scan the label again.',
    notInStore: "This is not one of the shop's scale codes (they start with 20 or 21).",
    noItemCode: 'This product has no scale item code. Set one on the product or type the weight.',
    itemMismatch: 'The label is of another product (code {{scanned}}; this item is {{expected}}).',
    itemCodeInvalid: 'Invalid scale item code: use 1 to 5 digits (for example 00042).',
    itemCodeTaken: 'This scale item code already belongs to another product.',
    shelfLifeInvalid: 'Invalid shelf life: use a whole number of days, from 1 to 365.',
  },
} as const;
