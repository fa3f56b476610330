import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { users } from './users';

const lowerName = (column: AnyColumn) => sql`lower(${column})`;

/** Folders of an account's files library (issue 24); nested through `parentId` (null: the top). */
export const fileFolders = pgTable(
  'file_folders',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => fileFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (table) => [
    index('file_folders_account_parent_name_idx').on(table.accountId, table.parentId, lowerName(table.name)),
  ],
);

/**
 * A file of the library; its bytes live in `FileStorage` under `storageKey` (generated, never
 * taken from the upload). `size` is what was stored: the plan's disk quota sums it.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => fileFolders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    kind: text({ enum: ['image', 'pdf', 'document', 'spreadsheet', 'presentation', 'text'] }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (table) => [
    index('library_files_account_folder_name_idx').on(table.accountId, table.folderId, lowerName(table.name)),
    index('library_files_account_modified_idx').on(table.accountId, table.modifiedAt),
  ],
);

/**
 * A public link to one file or one folder (its files). The token is 256 random bits in base64url;
 * the password, when set, is an argon2id hash. Revoked links stay for the history.
 */
export const sharedLinks = pgTable(
  'shared_links',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    fileId: uuid().references(() => libraryFiles.id, { onDelete: 'cascade' }),
    folderId: uuid().references(() => fileFolders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }),
    passwordHash: text(),
    downloadCount: integer().notNull().default(0),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shared_links_token_idx').on(table.token),
    index('shared_links_account_created_idx').on(table.accountId, table.createdAt),
  ],
);
