import type * as React from 'react';
import { createContext, useContext } from 'react';
import type { ProductSummary } from '@/shared/catalogue/types';

/**
 * What a product card offers besides its link (the cart's quick add). The app provides it, so the
 * catalogue does not import the cart (STYLE habit 9) and every list of cards gets it at once.
 */
export const CardActionContext = createContext<React.ComponentType<{ product: ProductSummary }> | null>(null);

export const useCardAction = () => useContext(CardActionContext);
