import { randomUUID } from 'node:crypto';
import type { ProductStatus, ProductType } from '@zaplecze/contract/products/products';
import type { PolishVatRateId } from '@zaplecze/contract/vat/vat';
import type { Random } from './order-fakes';
import {
  catalogue,
  demoTags,
  descriptionClosers,
  descriptionOpeners,
  type CatalogueTemplate,
  type VariantAxis,
} from './product-catalogue';

/** Realistic catalogue products for the demo company and the generator, built from a seeded random. */

export interface CatalogueContext {
  /** Dictionary name → id of the account; templates whose names are absent get a random one or null. */
  categories: Map<string, string>;
  producers: Map<string, string>;
  brands: Map<string, string>;
  suppliers: Map<string, string>;
  /** Variant axes: the account's parameters marked usedInVariants, by name. */
  axes: Map<string, { id: string; values: string[] }>;
  /** Independent price lists; the default one first (products.price is its gross amount). */
  priceLists: { id: string; currency: string }[];
  /** Warehouse ids, the default one first. */
  warehouses: string[];
}

export interface FakeVariant {
  id: string;
  position: number;
  sku: string;
  ean: string;
  name: string;
  axes: Record<string, string>;
}

export interface FakeProduct {
  id: string;
  sku: string;
  ean: string | null;
  name: string;
  shortDescription: string | null;
  longDescription: string | null;
  type: ProductType;
  status: ProductStatus;
  categoryId: string | null;
  producerId: string | null;
  brandId: string | null;
  supplierId: string | null;
  vatRateId: PolishVatRateId;
  tags: string[];
  pictures: { url: string; description: string }[];
  weightKg: string;
  dimensionsCm: [string, string, string];
  deliveryTimeDays: number;
  customFieldValues: Record<string, string>;
  /** Gross amount in the default price list, 'x.yy' (the lowest variant price for Variable). */
  price: string | null;
  createdAt: Date;
  variants: FakeVariant[];
  prices: { variantId: string | null; priceListId: string; amount: string }[];
  levels: { variantId: string | null; warehouseId: string; onHand: number }[];
  /** Sum of `levels` (denormalised products.stock); per variant in `variantStock`. */
  stock: number;
  variantStock: Map<string, number>;
}

export interface FakeOptions {
  /** Share of products with variants among templates that have a variant axis. */
  variableShare: number;
  descriptions: boolean;
  customFieldValues?: Record<string, string>;
}

/** GS1 mod-10 check digit over 12 (or 7) digits. */
export function withCheckDigit(digits: string): string {
  const sum = [...digits]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** The n-th EAN-13 of the Polish GS1 prefix 590: unique for every n below 10⁹. */
export const eanOf = (n: number) => withCheckDigit(`590${String(n % 1_000_000_000).padStart(9, '0')}`);

const fmt = (grosze: number) => `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, '0')}`;
const plnPerEur = 4.3;

const statusWeights: [ProductStatus, number][] = [
  ['Active', 45],
  ['Published', 40],
  ['Draft', 5],
  ['Archived', 4],
  ['Inactive', 3],
  ['Unpublished', 2],
  ['NotPaid', 1],
];

function onHandRoll(random: Random): number {
  const roll = random.next();
  if (roll < 0.1) return 0;
  if (roll < 0.2) return random.int(1, 4);
  return random.int(5, 250);
}

function pickTemplate(random: Random): [CatalogueTemplate, string, number, number] {
  const template = random.pick(catalogue);
  const [name, min, max] = random.pick(template.items);
  const line = random.pick(template.lines);
  return [template, line ? `${name} ${line}` : name, min, max];
}

/** The template's dictionary record; a name the account lacks falls back to one of its own, half the time. */
const ref = (map: Map<string, string>, name: string | undefined, random: Random) => {
  if (!name) return null;
  return map.get(name) ?? (map.size > 0 && random.chance(0.5) ? random.pick([...map.values()]) : null);
};

export interface Numbering {
  /** SKU of the product: unique within the account. */
  sku: (code: string) => string;
  /** Next free EAN number. */
  nextEan: () => number;
}

export function fakeProduct(
  random: Random,
  ctx: CatalogueContext,
  numbering: Numbering,
  createdAt: Date,
  options: FakeOptions,
): FakeProduct {
  const [template, name, min, max] = pickTemplate(random);
  const id = randomUUID();
  const sku = numbering.sku(template.code);
  const axis = template.axis ? ctx.axes.get(template.axis) : undefined;
  const type: ProductType = axis && random.chance(options.variableShare) ? 'Variable' : 'Simple';
  const base = random.int(min, max) * 100 - (random.chance(0.7) ? 1 : 0);
  const variants: FakeVariant[] = [];
  if (type === 'Variable' && axis) {
    const count = Math.min(axis.values.length, random.int(2, 5));
    const start = random.int(0, axis.values.length - count);
    for (let i = 0; i < count; i += 1) {
      const value = axis.values[start + i]!;
      variants.push({
        id: randomUUID(),
        position: i + 1,
        sku: `${sku}-${i + 1}`,
        ean: eanOf(numbering.nextEan()),
        name: `${name} – ${value}`,
        axes: { [axis.id]: value },
      });
    }
  }
  const step = (template.axis as VariantAxis | null) === 'Pamięć wbudowana' ? 20_000 : 0;
  const itemPrices =
    variants.length > 0 ? variants.map((v, i) => ({ variantId: v.id, grosze: base + i * step })) : [];
  const prices: FakeProduct['prices'] = [];
  for (const [index, list] of ctx.priceLists.entries()) {
    const convert = (grosze: number) => (list.currency === 'PLN' ? grosze : Math.round(grosze / plnPerEur));
    // A few products have no price yet in the secondary lists.
    if (index > 0 && random.chance(0.1)) continue;
    prices.push({ variantId: null, priceListId: list.id, amount: fmt(convert(base)) });
    for (const item of itemPrices)
      prices.push({ variantId: item.variantId, priceListId: list.id, amount: fmt(convert(item.grosze)) });
  }
  const stocked = ctx.warehouses.slice(
    0,
    ctx.warehouses.length > 2 ? random.int(2, 3) : ctx.warehouses.length,
  );
  const levels: FakeProduct['levels'] = [];
  const variantStock = new Map<string, number>();
  for (const warehouseId of stocked) {
    if (variants.length === 0) levels.push({ variantId: null, warehouseId, onHand: onHandRoll(random) });
    for (const variant of variants) {
      const onHand = onHandRoll(random);
      levels.push({ variantId: variant.id, warehouseId, onHand });
      variantStock.set(variant.id, (variantStock.get(variant.id) ?? 0) + onHand);
    }
  }
  const tags = demoTags.filter(() => random.chance(0.12)).slice(0, 3);
  const [wMin, wMax] = template.weightKg;
  const weight = wMin + random.next() * (wMax - wMin);
  const side = () => String(random.int(5, 120));
  const description = `${random.pick(descriptionOpeners)} ${name} marki ${template.brand ?? 'własnej'}.`;
  return {
    id,
    sku,
    ean: random.chance(0.95) ? eanOf(numbering.nextEan()) : null,
    name,
    shortDescription: options.descriptions ? description : null,
    longDescription: options.descriptions
      ? `<p>${description}</p><ul><li>Kategoria: ${template.category}</li><li>Kod modelu: ${sku}</li></ul><p>${random.pick(descriptionClosers)}</p>`
      : null,
    type,
    status: random.weighted(statusWeights, ([, weight]) => weight)[0],
    categoryId:
      ctx.categories.get(template.category) ??
      (ctx.categories.size > 0 ? random.pick([...ctx.categories.values()]) : null),
    producerId: ref(ctx.producers, template.producer, random),
    brandId: ref(ctx.brands, template.brand, random),
    supplierId: ref(ctx.suppliers, template.supplier, random),
    vatRateId: template.vat,
    tags,
    pictures: [{ url: `/demo-products/${template.picture}.webp`, description: name }],
    weightKg: weight.toFixed(3),
    dimensionsCm: [side(), side(), side()],
    deliveryTimeDays: random.weighted([1, 2, 3, 7, 14], (days) => (days <= 2 ? 4 : 1)),
    customFieldValues: options.customFieldValues ?? {},
    price: prices.some((p) => p.priceListId === ctx.priceLists[0]?.id) ? fmt(base) : null,
    createdAt,
    variants,
    prices,
    levels,
    stock: levels.reduce((sum, level) => sum + level.onHand, 0),
    variantStock,
  };
}
