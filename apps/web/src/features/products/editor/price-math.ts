import { fromGrosze, toGrosze } from '@zaplecze/contract/money';
import { priceAlongChain, priceListChain } from '@zaplecze/contract/price-lists';
import type { PriceRow } from './form-values';
import type { PriceListOption, ProductEditorOptions } from './types';

export interface DependentPrice {
  /** The list it is computed from, when the options name it. */
  baseName: string | null;
  /** Decimal text ("12.30"), or null when there is nothing to compute from. */
  amount: string | null;
}

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * A dependent list's price as the form stands: the base chain applied to the independent root's
 * amount typed in the form (the same rounding as the server, from the contract). When the options
 * do not carry the chain's multipliers, the price the server computed at the last save is shown.
 */
export function dependentPriceOf(
  list: PriceListOption,
  lists: readonly PriceListOption[],
  rows: readonly PriceRow[],
  stored: readonly { priceListId: string; amount: string | null }[],
): DependentPrice {
  const baseName = lists.find((item) => item.id === list.basePriceListId)?.name ?? null;
  const storedAmount = stored.find((price) => price.priceListId === list.id)?.amount ?? null;
  const chain = priceListChain(
    lists.map((item) => ({ ...item, basePriceListId: item.basePriceListId ?? null })),
    list.id,
  );
  const steps = chain?.slice(1);
  const computable =
    list.basePriceListId &&
    chain &&
    steps &&
    steps.length > 0 &&
    steps.every((step) => step.multiplier !== undefined);
  if (!computable) return { baseName, amount: storedAmount };
  const root = rows.find((row) => row.priceListId === chain![0]!.id);
  const typed = root?.amount.trim().replace(',', '.') ?? '';
  if (!amountPattern.test(typed)) return { baseName, amount: typed === '' ? null : storedAmount };
  const grosze = priceAlongChain(
    toGrosze(typed),
    steps!.map((step) => ({
      multiplier: step.multiplier!,
      additionalValue: toGrosze(step.additionalValue ?? '0'),
    })),
  );
  return { baseName, amount: fromGrosze(grosze) };
}

/** The options' price lists completed with the chain data of the price-list configuration, when read. */
export function withPriceChains(
  options: ProductEditorOptions,
  lists:
    | readonly { id: string; basePriceListId: string | null; multiplier: string; additionalValue: string }[]
    | undefined,
): ProductEditorOptions {
  if (!lists) return options;
  return {
    ...options,
    priceLists: options.priceLists.map((list) => {
      const chain = lists.find((item) => item.id === list.id);
      return chain && list.basePriceListId === undefined
        ? {
            ...list,
            basePriceListId: chain.basePriceListId,
            multiplier: chain.multiplier,
            additionalValue: chain.additionalValue,
          }
        : list;
    }),
  };
}
