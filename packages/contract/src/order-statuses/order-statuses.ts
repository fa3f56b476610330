import { z } from 'zod';

/** Languages of a status's external name (spec 001 §9); pl is the default. */
export const statusLanguages = ['pl', 'en', 'de'] as const;
export type StatusLanguage = (typeof statusLanguages)[number];

/** The ten colours the status dialog offers (spec 001 §9); any other #RRGGBB is accepted too. */
export const statusColorPresets = [
  '#FF5733',
  '#33FF57',
  '#3357FF',
  '#F3FF33',
  '#FF33F3',
  '#33FFF3',
  '#FF8033',
  '#8033FF',
  '#33FF80',
  '#FF3380',
] as const;

/**
 * Statuses the system itself relies on (new orders, pending and completed counts, cancellations).
 * A status with a code is always protected.
 */
export const statusCodes = ['new', 'processing', 'completed', 'cancelled'] as const;
export type StatusCode = (typeof statusCodes)[number];

export const nameMaxLength = 100;

export const orderStatusMessages = {
  internalNameRequired: 'Nazwa wewnętrzna jest wymagana',
  groupNameRequired: 'Nazwa grupy jest wymagana',
  nameTooLong: `Nazwa może mieć najwyżej ${nameMaxLength} znaków`,
  colorInvalid: 'Podaj kolor w formacie #RRGGBB',
  groupInvalid: 'Wybierz grupę z listy',
  replacementRequired: 'Wybierz status zastępczy',
  replacementInvalid: 'Status zastępczy musi być innym, niechronionym statusem',
  targetGroupInvalid: 'Wybierz inną grupę niż usuwana',
  duplicateIds: 'Lista zawiera powtórzone identyfikatory',
  statusNotFound: 'Nie znaleziono statusu.',
  replacementNotFound: 'Nie znaleziono statusu zastępczego.',
  groupNotFound: 'Nie znaleziono grupy statusów.',
  protectedDelete: 'Statusu chronionego nie można usunąć.',
  systemProtected: 'Status systemowy musi pozostać chroniony',
  orderChanged: 'Lista zmieniła się w międzyczasie. Odśwież i spróbuj ponownie.',
} as const;

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);

const nameField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(nameMaxLength, orderStatusMessages.nameTooLong);

const externalNameField = z.string().trim().max(nameMaxLength, orderStatusMessages.nameTooLong);

export const colorField = z
  .string({ error: orderStatusMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, orderStatusMessages.colorInvalid);

const idList = z
  .array(z.uuid())
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, orderStatusMessages.duplicateIds);

/** External names by language; a missing or blank language shows as a dash. */
export const externalNames = z.object({
  pl: externalNameField.optional(),
  en: externalNameField.optional(),
  de: externalNameField.optional(),
});
export type ExternalNames = z.infer<typeof externalNames>;

export const orderStatusResponse = z
  .object({
    id: z.uuid(),
    internalName: z.string(),
    externalName: externalNames,
    color: z.string(),
    order: z.number().int(),
    groupId: z.uuid().nullable(),
    isProtected: z.boolean(),
    code: z.enum(statusCodes).nullable(),
    version: z.number().int(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderStatus' });
export type OrderStatus = z.infer<typeof orderStatusResponse>;

export const orderStatusListResponse = z
  .object({ data: z.array(orderStatusResponse), count: z.number().int() })
  .meta({ id: 'OrderStatusList' });
export type OrderStatusList = z.infer<typeof orderStatusListResponse>;

export const orderStatusGroupResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    order: z.number().int(),
    version: z.number().int(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'OrderStatusGroup' });
export type OrderStatusGroup = z.infer<typeof orderStatusGroupResponse>;

export const orderStatusGroupListResponse = z
  .object({ data: z.array(orderStatusGroupResponse), count: z.number().int() })
  .meta({ id: 'OrderStatusGroupList' });
export type OrderStatusGroupList = z.infer<typeof orderStatusGroupListResponse>;

/** The status dialog: new statuses go to the end of their group. */
export const createStatusBody = z.object({
  internalName: nameField(orderStatusMessages.internalNameRequired),
  externalName: externalNames,
  color: colorField,
  groupId: z.uuid({ error: orderStatusMessages.groupInvalid }).nullable(),
  isProtected: z.boolean(),
});
export type CreateStatusBody = z.infer<typeof createStatusBody>;

export const updateStatusBody = createStatusBody.extend({ version: versionField });
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;

export const groupBody = z.object({ name: nameField(orderStatusMessages.groupNameRequired) });
export type GroupBody = z.infer<typeof groupBody>;

export const updateGroupBody = groupBody.extend({ version: versionField });
export type UpdateGroupBody = z.infer<typeof updateGroupBody>;

/**
 * The statuses of one group (null: 'Bez grupy') in their new order. It holds every status now in
 * that group; ids from other groups move into it.
 */
export const reorderStatusesBody = z.object({ groupId: z.uuid().nullable(), ids: idList });
export type ReorderStatusesBody = z.infer<typeof reorderStatusesBody>;

/** Every group of the account in its new order. */
export const reorderGroupsBody = z.object({ ids: idList });
export type ReorderGroupsBody = z.infer<typeof reorderGroupsBody>;

/** The orders of a deleted status move to the replacement (spec 001 §5). */
export const deleteStatusQuery = z.object({
  replacementId: z.uuid({ error: orderStatusMessages.replacementRequired }),
});
export type DeleteStatusQuery = z.infer<typeof deleteStatusQuery>;

/** The statuses of a deleted group move to `targetGroupId`, or to 'Bez grupy' without it. */
export const deleteGroupQuery = z.object({
  targetGroupId: z.uuid({ error: orderStatusMessages.groupInvalid }).optional(),
});
export type DeleteGroupQuery = z.infer<typeof deleteGroupQuery>;

export const idParams = z.object({ id: z.uuid({ error: 'Nieprawidłowy identyfikator' }) });

/** Replacement candidates when deleting `status`: the other statuses that are not protected. */
export function replacementCandidates<T extends { id: string; isProtected: boolean }>(
  statuses: readonly T[],
  deletedId: string,
): T[] {
  return statuses.filter((status) => status.id !== deletedId && !status.isProtected);
}
