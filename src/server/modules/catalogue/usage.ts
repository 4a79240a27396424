import type { Executor } from '@/server/db/client';
import { readTogether } from '@/server/db/read-together';

/**
 * Port (STYLE habit 16): a module whose lines hold catalogue items — the cart, orders — answers
 * whether removing one would break them. The catalogue comes before those modules and never reads
 * their tables; the composition root (src/server/services.ts) hands it one of these per holder.
 * Each answer runs inside the catalogue write's transaction (`ex`).
 */
export type CatalogueUsage = {
  /** Of these products (`by: 'product'`) or variations, the ids one of its lines holds. */
  sellablesInUse(ex: Executor, by: 'product' | 'variation', ids: string[]): Promise<string[]>;
  /** Whether one of its lines holds this extra. */
  extraInUse(ex: Executor, extraId: string): Promise<boolean>;
};

/** The holders asked together, as the catalogue's writes ask. */
export type UsageCheck = ReturnType<typeof usageCheck>;

/**
 * Every holder asked (at once outside a transaction, one after the other in one). A catalogue built without holders (a test that never removes
 * anything) refuses to guess: removing a product, variation or extra then fails.
 */
export function usageCheck(holders: readonly CatalogueUsage[] | undefined) {
  const wired = (): readonly CatalogueUsage[] => {
    if (!holders) throw new Error('catalogue: no CatalogueUsage given (see src/server/services.ts)');
    return holders;
  };
  return {
    /**
     * Whether a product (or some of its variations) is in an open cart or in an order. Deleting
     * would break them: cart lines cascade away under the customer, order lines lose their link.
     */
    async sellablesInUse(
      ex: Executor,
      target: { productId: string } | { variationIds: string[] },
    ): Promise<Set<string>> {
      const by = 'productId' in target ? 'product' : 'variation';
      const ids = 'productId' in target ? [target.productId] : target.variationIds;
      if (ids.length === 0) return new Set();
      const found = await readTogether(ex, ...wired().map((h) => () => h.sellablesInUse(ex, by, ids)));
      return new Set(found.flat());
    },

    /** Whether the extra is in an open cart or in an order. */
    async extraInUse(ex: Executor, extraId: string): Promise<boolean> {
      const answers: boolean[] = [];
      for (const holder of wired()) answers.push(await holder.extraInUse(ex, extraId));
      return answers.includes(true);
    },
  };
}
