import {
  statusLanguages,
  type ExternalNames,
  type OrderStatus,
  type OrderStatusGroup,
} from '@zaplecze/contract/order-statuses/order-statuses';
import type { GroupRow, StatusRow } from './repository';

export const statusTarget = 'order_status';
export const groupTarget = 'order_status_group';
export const ungroupedLabel = 'Bez grupy';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

export function toStatus(row: StatusRow): OrderStatus {
  return {
    id: row.id,
    internalName: row.internalName,
    externalName: row.externalName,
    color: row.color,
    order: row.position,
    groupId: row.groupId,
    isProtected: row.isProtected,
    code: row.code ?? null,
    version: row.version,
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function toGroup(row: GroupRow): OrderStatusGroup {
  return {
    id: row.id,
    name: row.name,
    order: row.position,
    version: row.version,
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** Blank languages are left out, so "no external name" has one form: the key is absent. */
export function cleanExternalNames(names: ExternalNames): ExternalNames {
  const cleaned: ExternalNames = {};
  for (const language of statusLanguages) {
    const value = names[language]?.trim();
    if (value) cleaned[language] = value;
  }
  return cleaned;
}

/** The fields an audit entry compares: each language on its own, the group by its name. */
export function auditedStatusFields(
  row: Pick<StatusRow, 'internalName' | 'externalName' | 'color' | 'isProtected'>,
  groupName: string,
) {
  return {
    internalName: row.internalName,
    'externalName.pl': row.externalName.pl ?? null,
    'externalName.en': row.externalName.en ?? null,
    'externalName.de': row.externalName.de ?? null,
    color: row.color,
    group: groupName,
    isProtected: row.isProtected,
  };
}
