import { accountMessages, normalizeNip } from '@zaplecze/contract/accounts/accounts';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type {
  CompanySettings,
  companySettingsBody,
  Profile,
  ProfileBody,
} from '@zaplecze/contract/settings/settings';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  getInvoiceData,
  getUserInAccount,
  identitiesTaken,
  saveInvoiceData,
  saveProfile,
} from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof getInvoiceData>>>;
type CompanyInput = z.output<typeof companySettingsBody>;

function toCompanySettings(row: InvoiceRow): CompanySettings {
  return {
    companyName: row.companyName,
    vatId: row.vatId,
    street: row.street,
    buildingNumber: row.buildingNumber,
    flatNumber: row.flatNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country as CompanySettings['country'],
    region: row.region,
    email: row.email,
    prefix: row.phonePrefix as CompanySettings['prefix'],
    phoneNumber: row.phoneNumber,
    version: row.version,
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** The invoice fields alone, for the audit's field-level changes. */
function invoiceFields({ version: _version, modifiedAt: _modifiedAt, ...fields }: CompanySettings) {
  return fields;
}

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

export async function getCompanySettings(db: Db, accountId: string): Promise<CompanySettings> {
  const row = await getInvoiceData(db, accountId);
  if (!row) throw notFound('Nie znaleziono danych firmy.');
  return toCompanySettings(row);
}

/** Saves the invoice data when `version` is the one stored; an older version means someone else saved first. */
export async function updateCompanySettings(
  db: Db,
  actor: Actor,
  body: CompanyInput,
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const current = await getInvoiceData(tx, actor.accountId, true);
    if (!current) throw notFound('Nie znaleziono danych firmy.');
    if (current.version !== body.version) {
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    }
    const { version: _version, prefix, ...rest } = body;
    const values = { ...rest, vatId: normalizeNip(body.vatId), phonePrefix: prefix };
    const saved = await saveInvoiceData(tx, actor.accountId, values);
    const after = toCompanySettings(saved);
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'edit',
      targetType: 'company',
      targetId: actor.accountId,
      targetLabel: saved.companyName,
      details: { changes: changedFields(invoiceFields(toCompanySettings(current)), invoiceFields(after)) },
      ip: actor.ip,
    });
    return after;
  });
}

function toProfile(user: {
  id: string;
  username: string;
  email: string;
  displayName: string;
  version: number;
}): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    version: user.version,
  };
}

export async function getProfile(db: Db, actor: Pick<Actor, 'userId' | 'accountId'>): Promise<Profile> {
  const user = await getUserInAccount(db, actor.userId, actor.accountId);
  if (!user) throw notFound('Nie znaleziono użytkownika.');
  return toProfile(user);
}

export async function updateProfile(db: Db, actor: Actor, body: ProfileBody): Promise<Profile> {
  return db.transaction(async (tx) => {
    const current = await getUserInAccount(tx, actor.userId, actor.accountId, true);
    if (!current) throw notFound('Nie znaleziono użytkownika.');
    if (current.version !== body.version) {
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    }
    if (body.email.toLowerCase() !== current.email.toLowerCase()) {
      const taken = await identitiesTaken(tx, '', body.email, current.id);
      if (taken.email) {
        throw new AppError('CONFLICT', accountMessages.emailTaken, { email: accountMessages.emailTaken });
      }
    }
    const saved = await saveProfile(tx, current.id, { displayName: body.displayName, email: body.email });
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'edit',
      targetType: 'user',
      targetId: current.id,
      targetLabel: current.username,
      details: {
        changes: changedFields(
          { displayName: current.displayName, email: current.email },
          { displayName: saved.displayName, email: saved.email },
        ),
      },
      ip: actor.ip,
    });
    return toProfile(saved);
  });
}
