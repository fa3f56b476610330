import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditAction, AuditDetails } from '@zaplecze/contract/audit/audit';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import {
  deleteRow,
  deleteRows,
  insertRow,
  insertRowsSkippingTaken,
  isTaken,
  selectIdsByNames,
  selectPage,
  selectReferencedIds,
  selectRow,
  selectRowsForUpdate,
  updateRow,
  type DictionaryStore,
  type PageRequest,
} from './repository';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string;
}

interface BaseRow {
  id: string;
  accountId: string;
  version: number;
  createdAt: Date;
  modifiedAt: Date;
}

/** Who changes a dictionary without a request of their own (an import run, a schedule): no user or address may be known. */
export interface BatchActor {
  accountId: string;
  userId: string | null;
  ip?: string | null;
}

/** One audit entry of a dictionary change, as the audit module's `recordAudit` takes it. */
export interface DictionaryAuditEntry extends Omit<Actor, 'userId' | 'ip'> {
  userId: string | null;
  ip: string | null;
  action: Extract<AuditAction, 'create' | 'edit' | 'delete'>;
  targetType: string;
  targetId: string;
  targetLabel: string;
  details: AuditDetails;
}

/**
 * How a dictionary writes its audit entries: the audit module's recorder, handed in by the module
 * that defines the dictionary, so shared code never imports a module.
 */
export interface DictionaryAudit {
  record(tx: Db, entry: DictionaryAuditEntry): Promise<void>;
  /** Many entries, one per record, in as few statements as the recorder can (batch changes). */
  recordMany(tx: Db, entries: DictionaryAuditEntry[]): Promise<void>;
  changes<T extends Record<string, unknown>>(
    before: T,
    after: Partial<T>,
  ): NonNullable<AuditDetails['changes']>;
}

/** A field that must be unique in the account: `matches` finds a row holding the same value. */
export interface UniqueRule<Values> {
  field: string;
  matches: (values: Values) => SQL | null;
  message: string;
}

export interface DictionaryDefinition<Row extends BaseRow, Values extends Record<string, unknown>, Out> {
  store: DictionaryStore<Row>;
  audit: DictionaryAudit;
  /** Audit target type, e.g. 'producer'. */
  target: string;
  notFoundMessage: string;
  label: (row: Row) => string;
  toResponse: (row: Row) => Out;
  /** The stored columns a saved record is compared on for its audit entry. */
  audited: (row: Row) => Values;
  unique?: UniqueRule<Values>[];
  /** Entries found or made from a name alone (the product import's names of producers, brands, …). */
  byName?: NameRule<Values>;
}

/** How an entry is found by its name and made from a name alone. */
export interface NameRule<Values> {
  /** The name column (unique per account regardless of case). */
  column: PgColumn;
  /** The rule of the name on the entry's own form (trimmed, required, at most so many characters). */
  name: z.ZodType<string, string>;
  /** The entry's values given only its (valid) name: the form's defaults for the rest. */
  valuesOf: (name: string) => Values;
}

/** An entry as a batch change reports it. */
export interface NamedEntry {
  id: string;
  name: string;
}

/**
 * Refuses the deletion of a record something still points at: returns the Polish reason, e.g.
 * 'Producent jest przypisany do 3 produktów.', or null. Modules that store a dictionary's ids
 * (products, the next issue) register one through that dictionary's service.
 */
export type ReferenceCheck = (tx: Db, accountId: string, id: string) => Promise<string | null>;

/** A deleted record's last values, each as a change to nothing. */
function snapshot(values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, { before: value, after: null }]),
  );
}

export const timestampsOf = (row: BaseRow) => ({
  created: row.createdAt.toISOString(),
  modified: row.modifiedAt.toISOString(),
  version: row.version,
});

/**
 * Create / update / delete / page of one dictionary, with tenancy, versions, uniqueness per
 * account, reference checks and an audit entry in the same transaction as every change.
 */
export function createDictionary<Row extends BaseRow, Values extends Record<string, unknown>, Out>(
  definition: DictionaryDefinition<Row, Values, Out>,
) {
  const { store, audit } = definition;
  const referenceChecks = new Set<ReferenceCheck>();

  async function assertUnique(tx: Db, accountId: string, values: Values, exceptId: string | null) {
    const fields: Record<string, string> = {};
    for (const rule of definition.unique ?? []) {
      const matches = rule.matches(values);
      if (matches && (await isTaken(tx, store, accountId, matches, exceptId)))
        fields[rule.field] = rule.message;
    }
    const first = Object.values(fields)[0];
    if (first) throw new AppError('CONFLICT', first, fields);
  }

  /** Two saves of the same name at once: the unique index refuses the second one. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== '23505') throw error;
      const rule = definition.unique?.[0];
      throw new AppError(
        'CONFLICT',
        rule?.message ?? genericMessages.versionConflict,
        rule ? { [rule.field]: rule.message } : undefined,
      );
    }
  }

  async function list(db: Db, accountId: string, request: PageRequest) {
    const page = await selectPage(db, store, accountId, request);
    return { data: page.rows.map(definition.toResponse), count: page.count, activeCount: page.activeCount };
  }

  async function get(db: Db, accountId: string, id: string): Promise<Out> {
    const row = await selectRow(db, store, accountId, id);
    if (!row) throw notFound(definition.notFoundMessage);
    return definition.toResponse(row);
  }

  function create(db: Db, actor: Actor, values: Values): Promise<Out> {
    return guarded(() =>
      db.transaction(async (tx) => {
        await assertUnique(tx, actor.accountId, values, null);
        const row = await insertRow(tx, store, { ...values, accountId: actor.accountId });
        await audit.record(tx, {
          ...actor,
          action: 'create',
          targetType: definition.target,
          targetId: row.id,
          targetLabel: definition.label(row),
          details: { changes: audit.changes({}, definition.audited(row)) },
        });
        return definition.toResponse(row);
      }),
    );
  }

  function update(
    db: Db,
    actor: Actor,
    id: string,
    version: number | undefined,
    values: Values,
  ): Promise<Out> {
    if (version === undefined) throw validationFailed({ version: 'Brak wersji rekordu' });
    return guarded(() =>
      db.transaction(async (tx) => {
        const current = await selectRow(tx, store, actor.accountId, id, true);
        if (!current) throw notFound(definition.notFoundMessage);
        if (current.version !== version)
          throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
        await assertUnique(tx, actor.accountId, values, id);
        const saved = await updateRow(tx, store, id, values);
        await audit.record(tx, {
          ...actor,
          action: 'edit',
          targetType: definition.target,
          targetId: id,
          targetLabel: definition.label(saved),
          details: { changes: audit.changes(definition.audited(current), definition.audited(saved)) },
        });
        return definition.toResponse(saved);
      }),
    );
  }

  async function remove(db: Db, actor: Actor, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await selectRow(tx, store, actor.accountId, id, true);
      if (!current) throw notFound(definition.notFoundMessage);
      for (const check of referenceChecks) {
        const reason = await check(tx, actor.accountId, id);
        if (reason) throw new AppError('CONFLICT', reason);
      }
      await deleteRow(tx, store, id);
      await audit.record(tx, {
        ...actor,
        action: 'delete',
        targetType: definition.target,
        targetId: id,
        targetLabel: definition.label(current),
        details: { changes: snapshot(definition.audited(current)) },
      });
    });
  }

  /** Returns the function that unregisters the check. */
  function registerReferenceCheck(check: ReferenceCheck): () => void {
    referenceChecks.add(check);
    return () => referenceChecks.delete(check);
  }

  function nameRule(): NameRule<Values> {
    if (!definition.byName) throw new Error(`${definition.target}: no name rule`);
    return definition.byName;
  }

  /** Why a name cannot be an entry's name (the form's message), or null. */
  function nameProblem(name: string): string | null {
    const parsed = nameRule().name.safeParse(name);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? genericMessages.validation);
  }

  /** `lower(name)` → id of the account's entries named as one of `names` (any case): one query. */
  function findByNames(db: Db, accountId: string, names: string[]): Promise<Map<string, string>> {
    return selectIdsByNames(db, store, nameRule().column, accountId, names);
  }

  /**
   * Set-based "find or create by names", inside the caller's transaction: the names the account
   * lacks (any case; one spelling per name, the first given) are created from the name alone, each
   * validated as on the entry's form and audited as a creation by hand is (one entry per created
   * entry, written together: docs/decisions/dictionary-batch-audit.md). A name another save
   * took meanwhile is matched, not created. Returns `lower(name)` → id for every name found or
   * created, the entries created, and the names refused with the form's message.
   */
  async function findOrCreateByNames(
    tx: Db,
    actor: BatchActor,
    names: string[],
  ): Promise<{ ids: Map<string, string>; created: NamedEntry[]; refused: Map<string, string> }> {
    const rule = nameRule();
    const ids = await findByNames(tx, actor.accountId, names);
    const refused = new Map<string, string>();
    const wanted = new Map<string, string>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (ids.has(key) || wanted.has(key) || refused.has(name)) continue;
      const parsed = rule.name.safeParse(name);
      if (!parsed.success) refused.set(name, parsed.error.issues[0]?.message ?? genericMessages.validation);
      else wanted.set(key, parsed.data);
    }
    const rows = await insertRowsSkippingTaken(
      tx,
      store,
      [...wanted.values()].map((name) => ({ ...rule.valuesOf(name), accountId: actor.accountId })),
    );
    await audit.recordMany(
      tx,
      rows.map((row) => ({
        accountId: actor.accountId,
        userId: actor.userId,
        ip: actor.ip ?? null,
        action: 'create' as const,
        targetType: definition.target,
        targetId: row.id,
        targetLabel: definition.label(row),
        details: { changes: audit.changes({}, definition.audited(row)) },
      })),
    );
    // Trimmed names and names taken meanwhile: read back under the name the caller gave.
    const stored = await findByNames(tx, actor.accountId, [...wanted.values()]);
    for (const [key, name] of wanted) {
      const id = stored.get(name.toLowerCase());
      if (id) ids.set(key, id);
    }
    return { ids, created: rows.map((row) => ({ id: row.id, name: definition.label(row) })), refused };
  }

  /**
   * Deletes, inside the caller's transaction, the entries among `ids` nothing uses, audited as a
   * deletion by hand is; keeps the rest: an entry some table refers to (any foreign key, or a
   * registered reference check), one the caller still needs (`inUse`), or — with `unchangedOnly` —
   * one edited since it was created. Returns both lists, by name.
   */
  async function removeUnused(
    tx: Db,
    actor: BatchActor,
    ids: string[],
    options: { inUse?: Set<string>; unchangedOnly?: boolean } = {},
  ): Promise<{ removed: NamedEntry[]; kept: NamedEntry[] }> {
    const rows = await selectRowsForUpdate(tx, store, actor.accountId, ids);
    const referenced = await selectReferencedIds(tx, store, ids);
    const removed: Row[] = [];
    const kept: Row[] = [];
    for (const row of rows) {
      let used = referenced.has(row.id) || (options.inUse?.has(row.id) ?? false);
      used ||= options.unchangedOnly === true && row.version !== 1;
      for (const check of referenceChecks) {
        if (used) break;
        used = (await check(tx, actor.accountId, row.id)) !== null;
      }
      (used ? kept : removed).push(row);
    }
    await deleteRows(
      tx,
      store,
      removed.map((row) => row.id),
    );
    await audit.recordMany(
      tx,
      removed.map((row) => ({
        accountId: actor.accountId,
        userId: actor.userId,
        ip: actor.ip ?? null,
        action: 'delete' as const,
        targetType: definition.target,
        targetId: row.id,
        targetLabel: definition.label(row),
        details: { changes: snapshot(definition.audited(row)) },
      })),
    );
    const named = (row: Row) => ({ id: row.id, name: definition.label(row) });
    return { removed: removed.map(named), kept: kept.map(named) };
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    registerReferenceCheck,
    nameProblem,
    findByNames,
    findOrCreateByNames,
    removeUnused,
  };
}
