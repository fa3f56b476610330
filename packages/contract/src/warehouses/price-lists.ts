import { z } from 'zod';
import { listResponse, pageQuery } from '../common/pagination';
import { hierarchyField, hierarchyMax } from './warehouses';

export const priceListCurrencies = ['PLN', 'EUR', 'USD', 'GBP', 'CZK', 'SEK'] as const;
export type PriceListCurrency = (typeof priceListCurrencies)[number];
export const priceListTypes = ['independent', 'dependent'] as const;
export type PriceListType = (typeof priceListTypes)[number];
/** How a Variable product's price is shown from its variants' prices (spec 002 §9). */
export const variantPriceConfigs = ['lowest', 'highest', 'average'] as const;
export const setSettingsModes = ['manual', 'automatic'] as const;
export const maxPriceLists = hierarchyMax;
export const priceListNameMaxLength = 100;

export const priceListMessages = {
  nameRequired: 'Nazwa cennika jest wymagana',
  nameTooLong: `Nazwa może mieć najwyżej ${priceListNameMaxLength} znaków`,
  hierarchyRange: 'Hierarchia musi być liczbą od 1 do 20',
  hierarchyTaken: 'Hierarchia musi być unikalna – tę pozycję ma już inny cennik',
  currencyInvalid: 'Wybierz walutę z listy',
  baseRequired: 'Wybierz cennik bazowy',
  baseNotFound: 'Wybrany cennik bazowy nie istnieje',
  baseSelf: 'Cennik nie może zależeć od samego siebie',
  cycle: 'Cennik bazowy zależy (pośrednio) od tego cennika – takie powiązanie tworzyłoby pętlę',
  multiplierInvalid: 'Mnożnik musi być liczbą większą od zera (najwyżej 4 miejsca po przecinku)',
  additionalInvalid: 'Wartość dodatkowa musi być kwotą z najwyżej 2 miejscami po przecinku',
  dateInvalid: 'Podaj datę w formacie RRRR-MM-DD',
  validToBeforeFrom: 'Data „Ważny do” nie może być wcześniejsza niż „Ważny od”',
  warehouseNotFound: 'Wybrany magazyn nie istnieje',
  limitReached: `Osiągnięto limit ${maxPriceLists} cenników.`,
  notFound: 'Nie znaleziono cennika.',
  defaultDelete: 'Nie można usunąć cennika domyślnego. Najpierw ustaw inny cennik jako domyślny.',
  defaultUnset: 'Jeden cennik musi pozostać domyślny. Ustaw inny cennik jako domyślny.',
  usedAsBase: 'Tego cennika używają cenniki zależne: {names}. Najpierw zmień ich cennik bazowy.',
} as const;

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);
const dateField = z.iso.date({ error: priceListMessages.dateInvalid }).nullable().default(null);

/** A positive decimal with at most 4 places, e.g. "0.85". */
export const multiplierField = z
  .string({ error: priceListMessages.multiplierInvalid })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,4})?$/, priceListMessages.multiplierInvalid)
  .refine((value) => Number(value) > 0, priceListMessages.multiplierInvalid);

/** An amount in the list's currency with at most 2 places, e.g. "-1.50". */
export const amountField = z
  .string({ error: priceListMessages.additionalInvalid })
  .trim()
  .regex(/^-?\d{1,9}(\.\d{1,2})?$/, priceListMessages.additionalInvalid);

export const priceListBody = z
  .object({
    name: z
      .string({ error: priceListMessages.nameRequired })
      .trim()
      .min(1, priceListMessages.nameRequired)
      .max(priceListNameMaxLength, priceListMessages.nameTooLong),
    type: z.enum(priceListTypes),
    /** Independent lists only; a dependent list takes its base's currency. */
    currency: z.enum(priceListCurrencies, { error: priceListMessages.currencyInvalid }).default('PLN'),
    basePriceListId: z.uuid({ error: priceListMessages.baseRequired }).nullable().default(null),
    multiplier: multiplierField.default('1'),
    additionalValue: amountField.default('0'),
    /** Left out: the next free position (count + 1). */
    hierarchy: hierarchyField(priceListMessages.hierarchyRange).optional(),
    isDefault: z.boolean().default(false),
    assignedWarehouseIds: z
      .array(z.uuid({ error: priceListMessages.warehouseNotFound }))
      .max(20)
      .default([]),
    validFrom: dateField,
    validTo: dateField,
    variantPriceConfig: z.enum(variantPriceConfigs).default('lowest'),
    setSettings: z.enum(setSettingsModes).default('manual'),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'dependent' && !body.basePriceListId)
      ctx.addIssue({ code: 'custom', path: ['basePriceListId'], message: priceListMessages.baseRequired });
    if (body.validFrom && body.validTo && body.validTo < body.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: priceListMessages.validToBeforeFrom });
  });
export type PriceListBody = z.input<typeof priceListBody>;
export type PriceListValues = z.output<typeof priceListBody>;

export const updatePriceListBody = z.intersection(priceListBody, z.object({ version: versionField }));
export type UpdatePriceListBody = z.input<typeof updatePriceListBody>;

export const priceListResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    systemId: z.number().int(),
    type: z.enum(priceListTypes),
    currency: z.enum(priceListCurrencies),
    basePriceListId: z.uuid().nullable(),
    basePriceListName: z.string().nullable(),
    multiplier: z.string(),
    additionalValue: z.string(),
    hierarchy: z.number().int(),
    isDefault: z.boolean(),
    assignedWarehouseIds: z.array(z.uuid()),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    variantPriceConfig: z.enum(variantPriceConfigs),
    setSettings: z.enum(setSettingsModes),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceListResponse>;

export const priceListListQuery = pageQuery.extend({
  search: z.string().trim().max(priceListNameMaxLength).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PriceListListQuery = z.infer<typeof priceListListQuery>;

export const priceListListResponse = listResponse(priceListResponse).meta({ id: 'PriceListList' });
export type PriceListList = z.infer<typeof priceListListResponse>;

const multiplierScale = 10_000n;

function multiplierUnits(multiplier: string): bigint {
  const [whole = '0', fraction = ''] = multiplier.trim().split('.');
  return BigInt(whole) * multiplierScale + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** `numerator / denominator` rounded half away from zero, in integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * A dependent list's price in grosze: base × multiplier + additional, with the product rounded
 * half-up to whole grosze once; never below zero (a price cannot be negative).
 */
export function dependentPrice(baseGrosze: number, multiplier: string, additionalGrosze: number): number {
  const scaled = divideHalfUp(BigInt(baseGrosze) * multiplierUnits(multiplier), multiplierScale);
  return Math.max(0, Number(scaled) + additionalGrosze);
}

export interface PriceStep {
  multiplier: string;
  /** In grosze. */
  additionalValue: number;
}

/** A price through a chain of dependent lists, from the base outwards; each list rounds its own price. */
export function priceAlongChain(baseGrosze: number, steps: readonly PriceStep[]): number {
  return steps.reduce(
    (price, step) => dependentPrice(price, step.multiplier, step.additionalValue),
    baseGrosze,
  );
}

/**
 * The lists from the independent root to `id`, root first, following `basePriceListId`; null when
 * the chain is broken or loops (which the server refuses to store).
 */
export function priceListChain<T extends { id: string; basePriceListId: string | null }>(
  lists: readonly T[],
  id: string,
): T[] | null {
  const byId = new Map(lists.map((list) => [list.id, list]));
  const chain: T[] = [];
  let current = byId.get(id);
  while (current) {
    if (chain.includes(current)) return null;
    chain.unshift(current);
    if (!current.basePriceListId) return chain;
    current = byId.get(current.basePriceListId);
  }
  return null;
}

/** Whether making `id` depend on `baseId` would close a loop among `lists`. */
export function wouldFormCycle(
  lists: readonly { id: string; basePriceListId: string | null }[],
  id: string,
  baseId: string,
): boolean {
  const byId = new Map(lists.map((list) => [list.id, list.basePriceListId]));
  const seen = new Set<string>();
  let current: string | null | undefined = baseId;
  while (current) {
    if (current === id) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = byId.get(current);
  }
  return false;
}

export const pricePreviewQuery = z.object({
  base: amountField.refine((value) => !value.startsWith('-'), 'Cena bazowa nie może być ujemna'),
});
export type PricePreviewQuery = z.infer<typeof pricePreviewQuery>;

/** A price typed into the root (independent) list, carried along the chain to the asked list. */
export const pricePreviewResponse = z
  .object({
    currency: z.enum(priceListCurrencies),
    steps: z.array(z.object({ id: z.uuid(), name: z.string(), price: z.string() })),
    price: z.string(),
  })
  .meta({ id: 'PricePreview' });
export type PricePreview = z.infer<typeof pricePreviewResponse>;
