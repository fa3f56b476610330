import { z } from 'zod';

/**
 * Every ISO 3166-1 alpha-2 code currently assigned (249). CLDR knows more region codes
 * (EU, UN, XK, withdrawn ones such as YU), which are not countries an order can be sent to.
 */
export const isoCountryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const codeSet = new Set(isoCountryCodes);

export const countryMessages = {
  required: 'Pole wymagane',
  unknown: 'Wybierz kraj z listy',
} as const;

export function isIsoCountryCode(value: string): boolean {
  return codeSet.has(value.toUpperCase());
}

/**
 * A required country code from the list, upper-cased ("pl" → "PL"). Empty or null is a plain
 * (non-fatal) issue, so the form's own cross-field rules still run and report together with it.
 */
export const isoCountryField = z
  .string({ error: countryMessages.unknown })
  .nullish()
  .transform((value) => (value ?? '').trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, countryMessages.required)
      .refine((value) => value === '' || isIsoCountryCode(value), countryMessages.unknown),
  );

export const country = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

export const countryListResponse = z.object({ data: z.array(country) }).meta({ id: 'CountryList' });
export type CountryList = z.infer<typeof countryListResponse>;

/** Every country with its name in `locale`, sorted by that language's collation ("Łotwa" after "Litwa"). */
export function countryList(locale = 'pl'): Country[] {
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  const collator = new Intl.Collator(locale);
  return isoCountryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
