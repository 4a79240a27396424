/** English for a long text past its limit (decision 110); composed into ./errors.ts. */
export const textLimitErrors = {
  textLimit: {
    orderNote: 'The note can be up to {{max}} characters.',
    itemNote: "The item's note can be up to {{max}} characters.",
    cutNote: 'The cut note can be up to {{max}} characters.',
    contactMessage: 'The message can be up to {{max}} characters.',
    staffNote: 'The note can be up to {{max}} characters.',
    editReason: 'The reason can be up to {{max}} characters.',
    refundReason: "The refund's reason can be up to {{max}} characters.",
    testimonialText: 'The testimonial can be up to {{max}} characters.',
    productDescription: 'The description can be up to {{max}} characters.',
    categoryDescription: 'The description can be up to {{max}} characters.',
    couponDescription: 'The description can be up to {{max}} characters.',
    bannerSubtitle: 'The subtitle can be up to {{max}} characters.',
    sectionSubtitle: 'The subtitle can be up to {{max}} characters.',
    sectionBody: 'The text can be up to {{max}} characters.',
  },
} as const;
