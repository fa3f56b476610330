import { z } from 'zod';

/** DPD Polska: the connection (Integracje → DPD) and shipments made from an order. */

export const dpdEnvironments = ['test', 'production'] as const;
export type DpdEnvironment = (typeof dpdEnvironments)[number];
export const dpdLabelFormats = ['A4', 'LBL_PRINTER'] as const;
export const dpdGuarantees = ['TIME0930', 'TIME1200', 'SATURDAY'] as const;

export const dpdLimits = {
  login: 64,
  password: 128,
  text: 200,
  phone: 40,
  parcels: 20,
  /** DPD's standard parcel; heavier goes as a pallet, which this connector does not offer. */
  maxWeightKg: 31.5,
  maxSizeCm: 300,
  content: 300,
  protocolShipments: 100,
  /** Orders in one bulk run ("Utwórz przesyłki DPD" on the orders list). */
  bulkOrders: 500,
} as const;

export const dpdMessages = {
  loginRequired: 'Login jest wymagany',
  passwordRequired: 'Hasło jest wymagane',
  fidInvalid: 'Numer FID to liczba całkowita dodatnia',
  environmentInvalid: 'Wybierz środowisko: testowe lub produkcyjne',
  senderNameRequired: 'Nazwa nadawcy jest wymagana',
  senderAddressRequired: 'Ulica i numer nadawcy są wymagane',
  senderCityRequired: 'Miejscowość nadawcy jest wymagana',
  postalCodeInvalid: 'Kod pocztowy w formacie 00-000',
  phoneRequired: 'Telefon nadawcy jest wymagany',
  emailInvalid: 'Podaj poprawny adres email',
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
  saved: 'Połączenie z DPD zostało zapisane',
  deleted: 'Połączenie z DPD zostało usunięte',
  checkOk: 'Połączenie z DPD działa',
  notConnected: 'Najpierw połącz konto DPD (Integracje → DPD Polska)',
  notFound: 'Nie znaleziono przesyłki DPD',
  parcelsRequired: 'Dodaj co najmniej jedną paczkę',
  tooManyParcels: `Najwyżej ${dpdLimits.parcels} paczek w jednej przesyłce`,
  weightInvalid: `Waga paczki od 0,01 do ${dpdLimits.maxWeightKg} kg`,
  sizeInvalid: `Wymiar od 1 do ${dpdLimits.maxSizeCm} cm`,
  codInvalid: 'Kwota pobrania musi być większa od zera',
  noAddress: 'Zamówienie nie ma pełnego adresu dostawy (ulica, kod pocztowy, miejscowość)',
  addressMissing: (parts: string) => `W adresie dostawy zamówienia brakuje: ${parts}`,
  notPoland: 'Przesyłki DPD z Zaplecza są na razie krajowe — adres dostawy musi być w Polsce',
  noPhone: 'Zamówienie nie ma numeru telefonu odbiorcy — DPD go wymaga',
  created: (waybill: string) => `Utworzono przesyłkę DPD ${waybill}`,
  createdWithoutLabel: (waybill: string, reason: string) =>
    `Utworzono przesyłkę DPD ${waybill}, ale bez etykiety (${reason}). Pobierz ją ponownie z karty Przesyłki.`,
  labelReady: 'Etykieta DPD jest gotowa',
  shipmentsRequired: 'Wybierz co najmniej jedną przesyłkę DPD',
  protocolCreated: 'Protokół przekazania jest gotowy',
  labelFolder: 'Etykiety DPD',
} as const;

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, dpdMessages.tooLong(max));

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, dpdMessages.tooLong(max))
    .nullish()
    .transform((value) => value || null);

const fid = z.coerce
  .number({ error: dpdMessages.fidInvalid })
  .int(dpdMessages.fidInvalid)
  .min(1, dpdMessages.fidInvalid)
  .max(2_147_483_647, dpdMessages.fidInvalid);

export const polishPostalCode = z
  .string({ error: dpdMessages.postalCodeInvalid })
  .trim()
  .regex(/^\d{2}-?\d{3}$/, dpdMessages.postalCodeInvalid)
  .transform((value) => `${value.replace('-', '').slice(0, 2)}-${value.replace('-', '').slice(2)}`);

/** PUT /api/integrations/dpd: a password left empty keeps the stored one (required the first time). */
export const dpdConnectionBody = z.object({
  login: requiredText(dpdLimits.login, dpdMessages.loginRequired),
  password: z.string().max(dpdLimits.password, dpdMessages.tooLong(dpdLimits.password)).default(''),
  fid,
  /** DPD's "master FID" of the web service account; empty: the FID. */
  masterFid: z.preprocess((value) => (value === '' ? null : value), fid.nullish()),
  environment: z.enum(dpdEnvironments, { error: dpdMessages.environmentInvalid }),
  labelFormat: z.enum(dpdLabelFormats).default('A4'),
  senderName: requiredText(dpdLimits.text, dpdMessages.senderNameRequired),
  senderCompany: text(dpdLimits.text),
  senderAddress: requiredText(dpdLimits.text, dpdMessages.senderAddressRequired),
  senderCity: requiredText(dpdLimits.text, dpdMessages.senderCityRequired),
  senderPostalCode: polishPostalCode,
  senderPhone: requiredText(dpdLimits.phone, dpdMessages.phoneRequired),
  senderEmail: z
    .string()
    .trim()
    .max(dpdLimits.text, dpdMessages.tooLong(dpdLimits.text))
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email(dpdMessages.emailInvalid).nullable()),
});
export type DpdConnectionBody = z.input<typeof dpdConnectionBody>;

export const dpdConnection = z
  .object({
    login: z.string(),
    /** `••••1234`: the password itself is never answered. */
    passwordHint: z.string(),
    fid: z.number().int(),
    masterFid: z.number().int(),
    environment: z.enum(dpdEnvironments),
    labelFormat: z.enum(dpdLabelFormats),
    senderName: z.string(),
    senderCompany: z.string().nullable(),
    senderAddress: z.string(),
    senderCity: z.string(),
    senderPostalCode: z.string(),
    senderPhone: z.string(),
    senderEmail: z.string().nullable(),
    lastCheckAt: z.iso.datetime().nullable(),
    lastCheckOk: z.boolean().nullable(),
    lastCheckMessage: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'DpdConnection' });
export type DpdConnection = z.infer<typeof dpdConnection>;

export const dpdConnectionResponse = z.object({ connection: dpdConnection.nullable() });
export const dpdConnectionSaved = z.object({ connection: dpdConnection, message: z.string() });
export const dpdCheckResponse = z.object({ ok: z.boolean(), message: z.string(), connection: dpdConnection });

/** One parcel: weight, optional size and content (the bulk dialog's default parcel too). */
export const dpdParcel = z.object({
  weightKg: z
    .number({ error: dpdMessages.weightInvalid })
    .min(0.01, dpdMessages.weightInvalid)
    .max(dpdLimits.maxWeightKg, dpdMessages.weightInvalid),
  sizeXCm: z
    .number()
    .int(dpdMessages.sizeInvalid)
    .min(1, dpdMessages.sizeInvalid)
    .max(dpdLimits.maxSizeCm, dpdMessages.sizeInvalid)
    .nullish(),
  sizeYCm: z
    .number()
    .int(dpdMessages.sizeInvalid)
    .min(1, dpdMessages.sizeInvalid)
    .max(dpdLimits.maxSizeCm, dpdMessages.sizeInvalid)
    .nullish(),
  sizeZCm: z
    .number()
    .int(dpdMessages.sizeInvalid)
    .min(1, dpdMessages.sizeInvalid)
    .max(dpdLimits.maxSizeCm, dpdMessages.sizeInvalid)
    .nullish(),
  content: text(dpdLimits.content),
});

/** POST /api/orders/:id/dpd-shipments: "Utwórz przesyłkę DPD". */
export const dpdShipmentBody = z.object({
  /** The order's version the user saw; a stale one is refused before anything reaches DPD. */
  version: z.number().int(),
  parcels: z
    .array(dpdParcel, { error: dpdMessages.parcelsRequired })
    .min(1, dpdMessages.parcelsRequired)
    .max(dpdLimits.parcels, dpdMessages.tooManyParcels),
  /** Cash on delivery of the order's remaining amount (computed by the server, never sent). */
  cod: z.boolean().default(false),
  guarantee: z.enum(dpdGuarantees).nullish(),
  rod: z.boolean().default(false),
  inPers: z.boolean().default(false),
  privPers: z.boolean().default(false),
  labelFormat: z.enum(dpdLabelFormats).nullish(),
});
export type DpdShipmentBody = z.input<typeof dpdShipmentBody>;

export const dpdPackage = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    shipmentId: z.uuid().nullable(),
    packageId: z.number().int(),
    waybills: z.array(z.string()),
    environment: z.enum(dpdEnvironments),
    codAmount: z.string().nullable(),
    labelFileId: z.uuid().nullable(),
    protocolFileId: z.uuid().nullable(),
    created: z.iso.datetime(),
  })
  .meta({ id: 'DpdPackage' });
export type DpdPackage = z.infer<typeof dpdPackage>;

export const dpdPackageList = z.object({ data: z.array(dpdPackage) });

export const dpdProtocolBody = z.object({
  packageIds: z
    .array(z.uuid(), { error: dpdMessages.shipmentsRequired })
    .min(1, dpdMessages.shipmentsRequired)
    .max(dpdLimits.protocolShipments),
});
export const dpdDocumentResponse = z.object({ fileId: z.uuid(), message: z.string() });
