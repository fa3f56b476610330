import type { SQL } from 'drizzle-orm';
import type { AuditAction, AuditDetails } from '@zaplecze/contract/audit/audit';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import {
  deleteRow,
  insertRow,
  isTaken,
  selectPage,
  selectRow,
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

/** One audit entry of a dictionary change, as the audit module's `recordAudit` takes it. */
export interface DictionaryAuditEntry extends Actor {
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

  return { list, get, create, update, remove, registerReferenceCheck };
}
