import { z } from 'zod';
import { pageQuery } from '../common/pagination';

/**
 * Account-defined extra product fields. The key is what imports map to and filters name
 * (`custom.<key>`); it is fixed once the field exists. `customFieldValueSchema` validates one
 * product's value against a definition, for the product editor, the import and the filter.
 */
export const customFieldTypes = ['text', 'number', 'boolean', 'select', 'date'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const customFieldLimits = { key: 40, label: 100, option: 100, options: 100, textValue: 1000 } as const;

export const customFieldMessages = {
  keyRequired: 'Klucz pola jest wymagany',
  keyInvalid: 'Klucz zaczyna się od małej litery i może zawierać małe litery, cyfry i podkreślenia',
  keyTooLong: `Klucz może mieć najwyżej ${customFieldLimits.key} znaków`,
  keyTaken: 'Pole o tym kluczu już istnieje',
  labelRequired: 'Etykieta pola jest wymagana',
  labelTooLong: `Etykieta może mieć najwyżej ${customFieldLimits.label} znaków`,
  typeInvalid: 'Wybierz typ pola',
  optionsRequired: 'Lista wyboru musi mieć co najmniej jedną opcję',
  optionsForbidden: 'Opcje ma tylko pole typu lista wyboru',
  optionEmpty: 'Opcja nie może być pusta',
  optionTooLong: `Opcja może mieć najwyżej ${customFieldLimits.option} znaków`,
  optionsTooMany: `Lista może mieć najwyżej ${customFieldLimits.options} opcji`,
  optionsDuplicate: 'Opcje nie mogą się powtarzać',
  positionInvalid: 'Pozycja musi być liczbą całkowitą od 1',
  notFound: 'Nie znaleziono pola dodatkowego.',
  created: 'Pole dodatkowe zostało dodane',
  saved: 'Zapisano zmiany pola',
  deleted: 'Pole dodatkowe zostało usunięte',
  valueRequired: (label: string) => `Pole „${label}” jest wymagane`,
  valueText: (label: string) => `Pole „${label}” może mieć najwyżej ${customFieldLimits.textValue} znaków`,
  valueNumber: (label: string) => `Pole „${label}” wymaga liczby`,
  valueBoolean: (label: string) => `Pole „${label}” przyjmuje tak lub nie`,
  valueOption: (label: string) => `Pole „${label}” przyjmuje tylko wartości z listy`,
  valueDate: (label: string) => `Pole „${label}” wymaga daty w formacie RRRR-MM-DD`,
} as const;

const option = z
  .string()
  .trim()
  .min(1, customFieldMessages.optionEmpty)
  .max(customFieldLimits.option, customFieldMessages.optionTooLong);

const fieldShape = z.object({
  label: z
    .string({ error: customFieldMessages.labelRequired })
    .trim()
    .min(1, customFieldMessages.labelRequired)
    .max(customFieldLimits.label, customFieldMessages.labelTooLong),
  type: z.enum(customFieldTypes, { error: customFieldMessages.typeInvalid }),
  required: z.boolean().default(false),
  options: z.array(option).max(customFieldLimits.options, customFieldMessages.optionsTooMany).default([]),
  /** Where the field sits on the product editor; a new field without one goes last. */
  position: z
    .number({ error: customFieldMessages.positionInvalid })
    .int(customFieldMessages.positionInvalid)
    .min(1, customFieldMessages.positionInvalid)
    .optional(),
});

type FieldShape = z.output<typeof fieldShape>;
function checkOptions(body: Pick<FieldShape, 'type' | 'options'>, context: z.RefinementCtx) {
  if (body.type === 'select' && body.options.length === 0)
    context.addIssue({ code: 'custom', path: ['options'], message: customFieldMessages.optionsRequired });
  if (body.type !== 'select' && body.options.length > 0)
    context.addIssue({ code: 'custom', path: ['options'], message: customFieldMessages.optionsForbidden });
  const seen = new Set<string>();
  body.options.forEach((item, index) => {
    const key = item.toLocaleLowerCase('pl');
    if (seen.has(key))
      context.addIssue({
        code: 'custom',
        path: ['options', index],
        message: customFieldMessages.optionsDuplicate,
      });
    seen.add(key);
  });
}

export const customFieldKey = z
  .string({ error: customFieldMessages.keyRequired })
  .trim()
  .min(1, customFieldMessages.keyRequired)
  .max(customFieldLimits.key, customFieldMessages.keyTooLong)
  .regex(/^[a-z][a-z0-9_]*$/, customFieldMessages.keyInvalid);

export const createCustomFieldBody = fieldShape.extend({ key: customFieldKey }).superRefine(checkOptions);
export type CreateCustomFieldBody = z.input<typeof createCustomFieldBody>;

export const updateCustomFieldBody = fieldShape
  .extend({ version: z.number({ error: 'Brak wersji rekordu' }).int().min(1) })
  .superRefine(checkOptions);
export type UpdateCustomFieldBody = z.input<typeof updateCustomFieldBody>;

export const customFieldResponse = z
  .object({
    id: z.uuid(),
    key: z.string(),
    label: z.string(),
    type: z.enum(customFieldTypes),
    required: z.boolean(),
    options: z.array(z.string()),
    position: z.number().int(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof customFieldResponse>;

export const customFieldListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(50),
  search: z.string().trim().max(100).optional(),
});
export type CustomFieldListQuery = z.input<typeof customFieldListQuery>;

export const customFieldListResponse = z
  .object({
    data: z.array(customFieldResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'CustomFieldList' });
export type CustomFieldList = z.infer<typeof customFieldListResponse>;

export type CustomFieldValue = string | number | boolean | null;

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  );
};

/**
 * The schema of one product's value of `field`: text (trimmed, blank → null), number, boolean,
 * one of the options, or an ISO date; null when empty, refused when the field is required.
 */
export function customFieldValueSchema(
  field: Pick<CustomField, 'label' | 'type' | 'required' | 'options'>,
): z.ZodType<CustomFieldValue, unknown> {
  const m = customFieldMessages;
  const empty = (value: unknown) =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return z.unknown().transform((value, context): CustomFieldValue => {
    if (empty(value)) {
      if (field.required) context.addIssue({ code: 'custom', message: m.valueRequired(field.label) });
      return null;
    }
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    switch (field.type) {
      case 'text':
        if (typeof value !== 'string' && typeof value !== 'number') return fail(m.valueText(field.label));
        if (String(value).trim().length > customFieldLimits.textValue) return fail(m.valueText(field.label));
        return String(value).trim();
      case 'number': {
        const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
        return typeof number === 'number' && Number.isFinite(number)
          ? number
          : fail(m.valueNumber(field.label));
      }
      case 'boolean':
        return typeof value === 'boolean' ? value : fail(m.valueBoolean(field.label));
      case 'select': {
        const text = String(value).trim();
        return field.options.includes(text) ? text : fail(m.valueOption(field.label));
      }
      case 'date': {
        const text = String(value).trim();
        return isRealDate(text) ? text : fail(m.valueDate(field.label));
      }
    }
  }) as z.ZodType<CustomFieldValue, unknown>;
}
