import { z } from 'zod';
import { customFieldValueSchema } from '@zaplecze/contract/custom-fields/custom-fields';
import {
  productFields,
  productLimits,
  productMessages,
  productPriceInput,
  productVariantInput,
} from '@zaplecze/contract/products/products';
import type { ProductEditorOptions } from './types';

/** Editor texts that the contract does not carry (it validates numbers, the form holds typed text). */
export const editorMessages = {
  date: 'Podaj datę w formacie RRRR-MM-DD',
  deliveryRange: `Podaj liczbę dni od 0 do ${productLimits.deliveryTimeDays}`,
  amount: 'Nieprawidłowa kwota. Podaj np. 19,99',
} as const;

const priceRow = z.object({
  priceListId: z.string(),
  amount: z
    .string()
    .refine(
      (value) =>
        value.trim() === '' ||
        productPriceInput.shape.amount.safeParse(value.trim().replace(',', '.')).success,
      editorMessages.amount,
    ),
});

const deliveryDays = z.string().superRefine((value, context) => {
  const text = value.trim();
  if (text === '') return;
  const number = Number(text);
  if (!Number.isFinite(number)) context.addIssue({ code: 'custom', message: productMessages.number });
  else if (!Number.isInteger(number))
    context.addIssue({ code: 'custom', message: productMessages.wholeNumber });
  else if (number < 0 || number > productLimits.deliveryTimeDays)
    context.addIssue({ code: 'custom', message: editorMessages.deliveryRange });
});

const optionalDate = z
  .string()
  .refine((value) => value === '' || productFields.saleFrom.safeParse(value).success, editorMessages.date);

/** Values of parameters whose input was shown but never filled are undefined: the same as empty. */
const parameterValues = z.record(z.string(), productFields.parameterValues.unwrap().valueType.nullish());

const variantRow = z.object({
  id: z.string().nullable(),
  sku: productVariantInput.shape.sku,
  ean: productVariantInput.shape.ean,
  name: productVariantInput.shape.name,
  axes: parameterValues,
  prices: z.array(priceRow),
});

/** Custom-field values are stored as text; 'true'/'false' stand for a yes/no field. */
function customFieldsSchema(options: ProductEditorOptions) {
  const fields = options.customFields.map((field) => ({ field, schema: customFieldValueSchema(field) }));
  return z.record(z.string(), z.string().nullable().optional()).superRefine((values, context) => {
    for (const { field, schema } of fields) {
      const raw = values[field.key] ?? '';
      const value = field.type === 'boolean' && raw !== '' ? raw === 'true' : raw;
      const result = schema.safeParse(value);
      if (!result.success)
        context.addIssue({
          code: 'custom',
          path: [field.key],
          message: result.error.issues[0]?.message ?? '',
        });
    }
  });
}

/**
 * The form's rules: the contract's fields (the same rules the server applies), with number and
 * date fields checked as the text the user typed. Error paths are the form's field names.
 */
export function editorSchema(options: ProductEditorOptions) {
  return z
    .object({
      ...productFields,
      saleFrom: optionalDate,
      deliveryTimeDays: deliveryDays,
      parameterValues,
      customFieldValues: customFieldsSchema(options),
      prices: z.array(priceRow),
      variants: z.array(variantRow).max(productLimits.variants),
    })
    .superRefine((values, context) => {
      if (values.type !== 'Variable') return;
      const seen = new Map<string, number>();
      values.variants.forEach((variant, index) => {
        const key = variant.sku.trim().toLocaleLowerCase('pl');
        if (!key) return;
        if (seen.has(key) || key === values.sku.trim().toLocaleLowerCase('pl'))
          context.addIssue({
            code: 'custom',
            path: ['variants', index, 'sku'],
            message: productMessages.variantSkuDuplicate,
          });
        seen.set(key, index);
      });
    });
}
