import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { priceAlongChain, priceListChain } from '@zaplecze/contract/warehouses/price-lists';
import type { PriceRow } from './form-values';
import type { PriceListOption } from './types';

export interface DependentPrice {
  /** The list it is computed from, when the options name it. */
  baseName: string | null;
  /** Decimal text ("12.30"), or null when there is nothing to compute from. */
  amount: string | null;
}

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A dependent list's price as the form stands: the base chain applied to the independent root's
 * amount typed in the form (the same rounding as the server, from the contract); the options carry
 * the chain. Without a valid amount at the root, or a chain that cannot be followed, the price the
 * server computed at the last save is shown.
 */
export function dependentPriceOf(
  list: PriceListOption,
  lists: readonly PriceListOption[],
  rows: readonly PriceRow[],
  stored: readonly { priceListId: string; amount: string | null }[],
): DependentPrice {
  const baseName = lists.find((item) => item.id === list.basePriceListId)?.name ?? null;
  const storedAmount = stored.find((price) => price.priceListId === list.id)?.amount ?? null;
  const chain = priceListChain(lists, list.id);
  const steps = chain?.slice(1);
  if (!list.basePriceListId || !chain || !steps || steps.length === 0)
    return { baseName, amount: storedAmount };
  const root = rows.find((row) => row.priceListId === chain[0]!.id);
  const typed = root?.amount.trim().replace(',', '.') ?? '';
  if (!amountPattern.test(typed)) return { baseName, amount: typed === '' ? null : storedAmount };
  const grosze = priceAlongChain(
    toGrosze(typed),
    steps.map((step) => ({
      multiplier: step.multiplier,
      additionalValue: toGrosze(step.additionalValue),
    })),
  );
  return { baseName, amount: fromGrosze(grosze) };
}
