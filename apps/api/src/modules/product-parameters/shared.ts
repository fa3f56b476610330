import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { AppError } from '../../errors';
import type { actorOf } from '../../lib/routes';

export type Actor = ReturnType<typeof actorOf>;

/** `%text%` for ILIKE with the pattern characters of the search escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive equality on a name column, served by the `lower(name)` unique index. */
export const sameName = (column: AnyPgColumn, name: string): SQL => sql`lower(${column}) = lower(${name})`;

export function assertVersion(current: number, sent: number) {
  if (current !== sent) throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
}

export const nameTaken = (field: string, message: string) =>
  new AppError('CONFLICT', message, { [field]: message });
