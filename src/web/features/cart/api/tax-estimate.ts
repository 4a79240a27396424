import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@/shared/cart/types';
import { call, client } from '@/web/lib/api-client';

/** The cart's "imposto estimado" (decision 079): asked again whenever the lines' amounts change. */
export function useCartTaxEstimate(cart: Cart) {
  const lines = cart.items.map((l) => ({
    productId: l.productId,
    amountCents: l.totalPriceCents + l.extrasTotalCents,
  }));
  return useQuery({
    queryKey: ['cart', 'tax-estimate', lines],
    queryFn: () => call(client.tax.estimate.$post({ json: { lines } })),
    enabled: lines.length > 0,
    staleTime: 60_000,
  });
}
