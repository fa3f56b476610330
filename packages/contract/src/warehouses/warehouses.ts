import { z } from 'zod';
import { listResponse, pageQuery } from '../common/pagination';

/** Spec 002 §9: hierarchy 1 (most important) to 20, and at most 20 warehouses per account. */
export const hierarchyMin = 1;
export const hierarchyMax = 20;
export const maxWarehouses = 20;
export const warehouseNameMaxLength = 100;

/** When an order's product lines take stock in a warehouse (spec 002 §4 Reservation timings). */
export const reservationTimings = [
  'onOrderCreate',
  'onStatusChange',
  'onLabelGenerated',
  'onSalesDocumentUploaded',
] as const;
export type ReservationTiming = (typeof reservationTimings)[number];

/** Polish names of the timings, for audit entries and messages outside the web app. */
export const reservationTimingLabels: Record<ReservationTiming, string> = {
  onOrderCreate: 'Przy utworzeniu zamówienia',
  onStatusChange: 'Do zmiany statusu',
  onLabelGenerated: 'Do wygenerowania etykiety',
  onSalesDocumentUploaded: 'Do dodania dokumentu sprzedaży',
};

export const warehouseMessages = {
  nameRequired: 'Nazwa magazynu jest wymagana',
  nameTooLong: `Nazwa może mieć najwyżej ${warehouseNameMaxLength} znaków`,
  hierarchyRange: `Pozycja w hierarchii musi być liczbą od ${hierarchyMin} do ${hierarchyMax}`,
  hierarchyTaken: 'Pozycja w hierarchii jest już zajęta przez inny magazyn',
  timingInvalid: 'Wybierz moment rezerwacji z listy',
  limitReached: `Osiągnięto limit ${maxWarehouses} magazynów. Usuń nieużywany magazyn, aby dodać nowy.`,
  notFound: 'Nie znaleziono magazynu.',
  priceListNotFound: 'Wybrany cennik nie istnieje',
  statusNotFound: 'Wybrany status anulowania nie istnieje',
  reservationStatusNotFound: 'Wybrany status zdjęcia rezerwacji nie istnieje',
  defaultDelete: 'Nie można usunąć magazynu domyślnego. Najpierw ustaw inny magazyn jako domyślny.',
  inUse: 'Nie można usunąć magazynu, który ma lokalizacje. Najpierw usuń lub przenieś jego lokalizacje.',
  defaultUnset: 'Jeden magazyn musi pozostać domyślny. Ustaw inny magazyn jako domyślny.',
} as const;

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);

export const hierarchyField = (message: string) =>
  z.number({ error: message }).int(message).min(hierarchyMin, message).max(hierarchyMax, message);

/** The warehouse form; `hierarchyPosition` left out takes the first free position. */
export const warehouseBody = z.object({
  name: z
    .string({ error: warehouseMessages.nameRequired })
    .trim()
    .min(1, warehouseMessages.nameRequired)
    .max(warehouseNameMaxLength, warehouseMessages.nameTooLong),
  isDefault: z.boolean().default(false),
  hierarchyPosition: hierarchyField(warehouseMessages.hierarchyRange).optional(),
  defaultPriceListId: z.uuid({ error: warehouseMessages.priceListNotFound }).nullable().default(null),
  allowNegativeStock: z.boolean().default(false),
  reservationTiming: z
    .enum(reservationTimings, { error: warehouseMessages.timingInvalid })
    .default('onOrderCreate'),
  cancellationStatusId: z.uuid({ error: warehouseMessages.statusNotFound }).nullable().default(null),
  /** onStatusChange: the status whose reaching takes the reserved stock (ignored for other timings). */
  reservationStatusId: z
    .uuid({ error: warehouseMessages.reservationStatusNotFound })
    .nullable()
    .default(null),
});
export type WarehouseBody = z.input<typeof warehouseBody>;

export const updateWarehouseBody = warehouseBody.extend({ version: versionField });
export type UpdateWarehouseBody = z.input<typeof updateWarehouseBody>;

export const warehouseResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    systemId: z.number().int(),
    isDefault: z.boolean(),
    hierarchyPosition: z.number().int(),
    defaultPriceListId: z.uuid().nullable(),
    defaultPriceListName: z.string().nullable(),
    allowNegativeStock: z.boolean(),
    reservationTiming: z.enum(reservationTimings),
    cancellationStatusId: z.uuid().nullable(),
    cancellationStatusName: z.string().nullable(),
    reservationStatusId: z.uuid().nullable(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseResponse>;

export const warehouseListQuery = pageQuery.extend({
  search: z.string().trim().max(warehouseNameMaxLength).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuery>;

export const warehouseListResponse = listResponse(warehouseResponse).meta({ id: 'WarehouseList' });
export type WarehouseList = z.infer<typeof warehouseListResponse>;

export const idParams = z.object({ id: z.uuid({ error: 'Nieprawidłowy identyfikator' }) });
