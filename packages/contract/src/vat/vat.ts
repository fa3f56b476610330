import { z } from 'zod';
import { countryRateKeys, euVatRates, type EuCountryVatRates } from './vat-rates';

/**
 * The rates a seller registered in Poland charges (spec 002 §3, §9), plus the exempt (ZW) and
 * not-subject (NP) markers invoices need. `value` is the percentage; null for ZW and NP.
 */
export const polishVatRates = [
  { id: 'standard23', name: 'Stawka podstawowa', label: '23%', value: 23, isDefault: true },
  { id: 'reduced8', name: 'Stawka obniżona', label: '8%', value: 8, isDefault: false },
  { id: 'reduced5', name: 'Stawka obniżona', label: '5%', value: 5, isDefault: false },
  { id: 'zero0', name: 'Stawka zerowa', label: '0%', value: 0, isDefault: false },
  { id: 'zw', name: 'Zwolniony z VAT', label: 'ZW', value: null, isDefault: false },
  { id: 'np', name: 'Nie podlega VAT', label: 'NP', value: null, isDefault: false },
] as const;
export const polishVatRateIds = ['standard23', 'reduced8', 'reduced5', 'zero0', 'zw', 'np'] as const;
export type PolishVatRateId = (typeof polishVatRateIds)[number];
export const defaultVatRateId: PolishVatRateId = 'standard23';

export const priceCalculations = ['netto', 'brutto'] as const;
export type PriceCalculation = (typeof priceCalculations)[number];

export const vatMessages = {
  saved: 'Mapowanie stawek VAT OSS zostało zapisane pomyślnie!',
  calculationSaved: 'Sposób liczenia cen został zapisany',
  countryUnknown: 'Nieznany kraj UE',
  rateUnknown: 'Ten kraj nie ma takiej stawki VAT',
  polishRateUnknown: 'Wybierz stawkę polską z listy',
  calculationInvalid: 'Wybierz netto albo brutto',
} as const;

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);

export const vatRateResponse = z
  .object({
    id: z.enum(polishVatRateIds),
    name: z.string(),
    label: z.string(),
    value: z.number().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'VatRate' });
export type VatRate = z.infer<typeof vatRateResponse>;

/** Per EU country, each of its rates ("7") mapped to a Polish rate id or null when not chosen yet. */
export const ossMappings = z.record(z.string(), z.record(z.string(), z.enum(polishVatRateIds).nullable()));
export type OssMappings = z.infer<typeof ossMappings>;

export const vatSettingsResponse = z
  .object({
    rates: z.array(vatRateResponse),
    priceCalculation: z.enum(priceCalculations),
    mappings: ossMappings,
    version: z.number().int(),
  })
  .meta({ id: 'VatSettings' });
export type VatSettings = z.infer<typeof vatSettingsResponse>;

export const priceCalculationBody = z.object({
  priceCalculation: z.enum(priceCalculations, { error: vatMessages.calculationInvalid }),
  version: versionField,
});
export type PriceCalculationBody = z.infer<typeof priceCalculationBody>;

/** The mapping form: only the countries sent change; a rate left out or null stays unmapped. */
export const ossMappingBody = z.object({
  mappings: z.record(
    z.string().max(2),
    z.record(
      z.string().max(8),
      z.enum(polishVatRateIds, { error: vatMessages.polishRateUnknown }).nullable(),
    ),
  ),
  version: versionField,
});
export type OssMappingBody = z.infer<typeof ossMappingBody>;

export function findEuCountry(code: string): EuCountryVatRates | undefined {
  return euVatRates.find((country) => country.code === code);
}

/** Field errors of a mapping (keys like `mappings.DE.7`), empty when every key exists. */
export function ossMappingErrors(mappings: OssMappingBody['mappings']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [code, rates] of Object.entries(mappings)) {
    const country = findEuCountry(code);
    if (!country) {
      errors[`mappings.${code}`] = vatMessages.countryUnknown;
      continue;
    }
    const known = countryRateKeys(country);
    for (const rate of Object.keys(rates))
      if (!known.includes(rate)) errors[`mappings.${code}.${rate}`] = vatMessages.rateUnknown;
  }
  return errors;
}

/**
 * A sensible first mapping: the standard rate to 23 %, each reduced rate to the nearest Polish
 * reduced rate (8 or 5), a zero rate to 0 %.
 */
export function suggestedOssMapping(): OssMappings {
  const nearest = (value: number): PolishVatRateId =>
    value === 0 ? 'zero0' : Math.abs(value - 8) <= Math.abs(value - 5) ? 'reduced8' : 'reduced5';
  return Object.fromEntries(
    euVatRates.map((country) => [
      country.code,
      Object.fromEntries([
        [String(country.standard), 'standard23' as PolishVatRateId],
        ...country.reduced.map((value) => [String(value), nearest(value)]),
      ]),
    ]),
  );
}
