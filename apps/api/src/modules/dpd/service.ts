import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import {
  dpdMessages,
  type dpdConnectionBody,
  type DpdConnection,
  type DpdPackage,
  type dpdProtocolBody,
  type dpdShipmentBody,
} from '@zaplecze/contract/dpd/dpd';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../db/client';
import { dpdConnections, dpdPackages } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import type { FileStorage } from '../../lib/storage/index';
import { recordAudit } from '../audit/service';
import { storeGeneratedFile } from '../files/service';
import { addCarrierShipment, getOrder, versionConflict } from '../orders/service';
import {
  DpdClient,
  DpdError,
  dpdEndpoints,
  serviceUrl,
  type DpdAddress,
  type DpdAuth,
  type DpdPackage as DpdPackageInput,
} from './client';

/**
 * The DPD Polska connector: the account's connection (secrets encrypted, never answered), the
 * connection check, shipments made from an order (package numbers → label → the order's shipment
 * and documents) and the handover protocol.
 */

export interface Actor {
  accountId: string;
  userId: string;
  ip: string;
}

export interface DpdSettings {
  secretsKey: Buffer;
  /** Test-only base URL (config.dpdBaseUrl); unset: DPD's own hosts. */
  baseUrl: string | undefined;
  storage: FileStorage;
}

type ConnectionRow = typeof dpdConnections.$inferSelect;
type PackageRow = typeof dpdPackages.$inferSelect;
const targetType = 'dpd_connection';

/** The connection as answered: the password only as `••••` and its last four characters (never stored in clear). */
function toConnection(row: ConnectionRow, secretsKey: Buffer): DpdConnection {
  return {
    login: row.login,
    passwordHint: `••••${decryptSecret(secretsKey, row.passwordCipher).slice(-4)}`,
    fid: row.fid,
    masterFid: row.masterFid,
    environment: row.environment,
    labelFormat: row.labelFormat,
    senderName: row.senderName,
    senderCompany: row.senderCompany,
    senderAddress: row.senderAddress,
    senderCity: row.senderCity,
    senderPostalCode: row.senderPostalCode,
    senderPhone: row.senderPhone,
    senderEmail: row.senderEmail,
    lastCheckAt: row.lastCheckAt?.toISOString() ?? null,
    lastCheckOk: row.lastCheckOk,
    lastCheckMessage: row.lastCheckMessage,
    version: row.version,
  };
}

function toPackage(row: PackageRow): DpdPackage {
  return {
    id: row.id,
    orderId: row.orderId,
    shipmentId: row.shipmentId,
    packageId: row.packageId,
    waybills: row.waybills,
    environment: row.environment,
    codAmount: row.codAmountGrosze === null ? null : fromGrosze(row.codAmountGrosze),
    labelFileId: row.labelFileId,
    protocolFileId: row.protocolFileId,
    created: row.createdAt.toISOString(),
  };
}

async function findConnection(db: Db, accountId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(dpdConnections).where(eq(dpdConnections.accountId, accountId));
  return row;
}

export async function getConnection(
  db: Db,
  accountId: string,
  secretsKey: Buffer,
): Promise<DpdConnection | null> {
  const row = await findConnection(db, accountId);
  return row ? toConnection(row, secretsKey) : null;
}

/** Creates or replaces the account's connection; an empty password keeps the stored one. */
export async function saveConnection(
  db: Db,
  actor: Actor,
  body: z.output<typeof dpdConnectionBody>,
  settings: DpdSettings,
): Promise<DpdConnection> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dpdConnections)
      .where(eq(dpdConnections.accountId, actor.accountId))
      .for('update');
    if (!current && !body.password) throw validationFailed({ password: dpdMessages.passwordRequired });
    const password = body.password
      ? { passwordCipher: encryptSecret(settings.secretsKey, body.password) }
      : {};
    const values = {
      login: body.login,
      fid: body.fid,
      masterFid: body.masterFid ?? body.fid,
      environment: body.environment,
      labelFormat: body.labelFormat,
      senderName: body.senderName,
      senderCompany: body.senderCompany,
      senderAddress: body.senderAddress,
      senderCity: body.senderCity,
      senderPostalCode: body.senderPostalCode,
      senderPhone: body.senderPhone,
      senderEmail: body.senderEmail,
      // New credentials have not been checked yet.
      lastCheckAt: null,
      lastCheckOk: null,
      lastCheckMessage: null,
    };
    const [row] = current
      ? await tx
          .update(dpdConnections)
          .set({ ...values, ...password, modifiedAt: new Date(), version: current.version + 1 })
          .where(eq(dpdConnections.id, current.id))
          .returning()
      : await tx
          .insert(dpdConnections)
          .values({
            accountId: actor.accountId,
            ...values,
            passwordCipher: '',
            ...password,
          })
          .returning();
    const changed = Object.entries({ ...values, environment: body.environment })
      .filter(([key, value]) => !current || current[key as keyof ConnectionRow] !== value)
      .map(([key]) => key)
      .filter((key) => !key.startsWith('lastCheck'));
    await recordAudit(tx, {
      ...actor,
      action: current ? 'edit' : 'create',
      targetType,
      targetId: row!.id,
      targetLabel: `DPD ${body.login} (FID ${body.fid})`,
      details: {
        note: [
          current ? 'Zmiana połączenia z DPD' : 'Połączenie konta DPD',
          changed.length > 0 ? `pola: ${changed.join(', ')}` : '',
          body.password ? 'nowe hasło' : '',
        ]
          .filter(Boolean)
          .join('; '),
      },
    });
    return toConnection(row!, settings.secretsKey);
  });
}

export async function deleteConnection(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(dpdConnections)
      .where(eq(dpdConnections.accountId, actor.accountId))
      .returning();
    if (!row) throw notFound(dpdMessages.notConnected);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType,
      targetId: row.id,
      targetLabel: `DPD ${row.login} (FID ${row.fid})`,
    });
  });
}

function clientFor(row: ConnectionRow, settings: DpdSettings): { client: DpdClient; auth: DpdAuth } {
  const url = settings.baseUrl ? serviceUrl(settings.baseUrl) : dpdEndpoints[row.environment];
  return {
    client: new DpdClient({ url }),
    auth: {
      login: row.login,
      password: decryptSecret(settings.secretsKey, row.passwordCipher),
      masterFid: row.masterFid,
    },
  };
}

async function connected(db: Db, accountId: string): Promise<ConnectionRow> {
  const row = await findConnection(db, accountId);
  if (!row) throw new AppError('VALIDATION_FAILED', dpdMessages.notConnected);
  return row;
}

/** DpdError → the API's error: DPD's refusals are the user's to fix (400), an outage is 503. */
function appErrorOf(error: unknown): unknown {
  if (!(error instanceof DpdError)) return error;
  if (error.kind === 'auth' || error.kind === 'rejected')
    return new AppError(
      'VALIDATION_FAILED',
      error.message,
      error.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined,
    );
  return new AppError('UNAVAILABLE', error.message);
}

/** "Sprawdź połączenie": the outcome is kept on the connection and answered either way. */
export async function checkConnection(
  db: Db,
  actor: Actor,
  settings: DpdSettings,
): Promise<{ ok: boolean; message: string; connection: DpdConnection }> {
  const row = await connected(db, actor.accountId);
  const { client, auth } = clientFor(row, settings);
  let ok = true;
  let message: string = dpdMessages.checkOk;
  try {
    await client.check(auth);
  } catch (error) {
    if (!(error instanceof DpdError)) throw error;
    ok = false;
    message = error.message;
  }
  const [saved] = await db
    .update(dpdConnections)
    .set({ lastCheckAt: new Date(), lastCheckOk: ok, lastCheckMessage: message })
    .where(eq(dpdConnections.id, row.id))
    .returning();
  return { ok, message, connection: toConnection(saved!, settings.secretsKey) };
}

function receiverOf(order: Order): DpdAddress {
  const address = order.deliveryAddress;
  const street = [address?.street, [address?.buildingNumber, address?.flatNumber].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' ')
    .trim();
  if (!address || !street || !address.zipCode?.trim() || !address.city?.trim())
    throw validationFailed({ deliveryAddress: dpdMessages.noAddress }, dpdMessages.noAddress);
  if (address.country.toUpperCase() !== 'PL')
    throw validationFailed({ deliveryAddress: dpdMessages.notPoland }, dpdMessages.notPoland);
  if (!order.phoneNumber?.trim())
    throw validationFailed({ phoneNumber: dpdMessages.noPhone }, dpdMessages.noPhone);
  const person = [address.name, address.surname].filter(Boolean).join(' ').trim();
  return {
    name: person || null,
    company: address.companyName?.trim() || null,
    address: street,
    city: address.city.trim(),
    postalCode: address.zipCode.trim(),
    countryCode: 'PL',
    phone: order.phoneNumber.trim(),
    email: order.email,
  };
}

function senderOf(row: ConnectionRow): DpdAddress {
  return {
    name: row.senderName,
    company: row.senderCompany,
    address: row.senderAddress,
    city: row.senderCity,
    postalCode: row.senderPostalCode,
    countryCode: 'PL',
    phone: row.senderPhone,
    email: row.senderEmail,
    fid: row.fid,
  };
}

export interface DpdShipmentResult extends OrderMutation {
  package: DpdPackage;
}

/**
 * "Utwórz przesyłkę DPD": the order's address and remaining amount (COD) → DPD's package numbers
 * → the label PDF in the library's "Etykiety DPD" → the order's shipment with the first waybill
 * and the label among the order's documents, in one change of the order.
 */
export async function createShipment(
  db: Db,
  actor: Actor,
  orderId: string,
  body: z.output<typeof dpdShipmentBody>,
  settings: DpdSettings,
): Promise<DpdShipmentResult> {
  const row = await connected(db, actor.accountId);
  const order = await getOrder(db, actor.accountId, orderId);
  if (order.version !== body.version) throw versionConflict();
  const receiver = receiverOf(order);
  const remaining = toGrosze(
    remainingAmount(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount),
  );
  if (body.cod && remaining <= 0)
    throw validationFailed({ cod: dpdMessages.codInvalid }, dpdMessages.codInvalid);
  const codGrosze = body.cod ? remaining : null;
  const input: DpdPackageInput = {
    reference: `ZAM-${order.no}`,
    ref1: order.externalId,
    sender: senderOf(row),
    receiver,
    parcels: body.parcels.map((parcel) => ({ ...parcel, reference: `ZAM-${order.no}` })),
    services: {
      cod: codGrosze === null ? null : { amount: fromGrosze(codGrosze), currency: order.currency },
      guarantee: body.guarantee ?? null,
      rod: body.rod,
      inPers: body.inPers,
      privPers: body.privPers,
    },
  };
  const { client, auth } = clientFor(row, settings);
  let registered;
  try {
    [registered] = await client.generatePackagesNumbers(auth, [input]);
  } catch (error) {
    throw appErrorOf(error);
  }
  const waybills = registered!.parcels.map((parcel) => parcel.waybill);
  // The package exists at DPD from here on: a label that fails is kept for "Pobierz etykietę"
  // instead of failing the whole step (a retry would register a second package).
  let labelProblem: string | null = null;
  let file: { id: string } | null = null;
  try {
    const label = await client.generateLabels(
      auth,
      [registered!.packageId],
      body.labelFormat ?? row.labelFormat,
    );
    file = await storeGeneratedFile(
      db,
      settings.storage,
      actor,
      dpdMessages.labelFolder,
      labelName(waybills[0]!, order.no),
      label,
    );
  } catch (error) {
    if (!(error instanceof DpdError)) throw error;
    labelProblem = error.message;
  }
  const first = body.parcels[0]!;
  const mutation = await addCarrierShipment(db, actor, orderId, body.version, {
    courier: 'dpd',
    trackingNumber: waybills[0]!,
    weightGrams: Math.round(body.parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0) * 1000),
    packageSize:
      first.sizeXCm && first.sizeYCm && first.sizeZCm
        ? `${first.sizeXCm}×${first.sizeYCm}×${first.sizeZCm} cm`
        : null,
    labelFileId: file?.id ?? null,
  });
  const saved = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dpdPackages)
      .values({
        accountId: actor.accountId,
        orderId,
        shipmentId: mutation.shipmentId,
        packageId: registered!.packageId,
        waybills,
        environment: row.environment,
        codAmountGrosze: codGrosze,
        labelFileId: file?.id ?? null,
        createdBy: actor.userId,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'dpd_package',
      targetId: created!.id,
      targetLabel: `DPD ${waybills.join(', ')}`,
      details: {
        note: `Przesyłka DPD do zamówienia ${order.no}${codGrosze === null ? '' : `, pobranie ${fromGrosze(codGrosze)} ${order.currency}`}`,
      },
    });
    return created!;
  });
  const { shipmentId: _shipmentId, ...orderMutation } = mutation;
  return {
    ...orderMutation,
    message: labelProblem
      ? dpdMessages.createdWithoutLabel(waybills[0]!, labelProblem)
      : dpdMessages.created(waybills[0]!),
    package: toPackage(saved),
  };
}

const labelName = (waybill: string, orderNo: number) => `DPD ${waybill} zamówienie ${orderNo}.pdf`;

/** "Pobierz etykietę": the label of a registered package whose label DPD did not give the first time. */
export async function retryLabel(
  db: Db,
  actor: Actor,
  id: string,
  settings: DpdSettings,
): Promise<{ fileId: string; message: string }> {
  const row = await connected(db, actor.accountId);
  const [pkg] = await db
    .select()
    .from(dpdPackages)
    .where(and(eq(dpdPackages.accountId, actor.accountId), eq(dpdPackages.id, id)));
  if (!pkg) throw notFound(dpdMessages.notFound);
  if (pkg.labelFileId) return { fileId: pkg.labelFileId, message: dpdMessages.labelReady };
  const order = await getOrder(db, actor.accountId, pkg.orderId);
  const { client, auth } = clientFor(row, settings);
  let label: Buffer;
  try {
    label = await client.generateLabels(auth, [pkg.packageId], row.labelFormat);
  } catch (error) {
    throw appErrorOf(error);
  }
  const file = await storeGeneratedFile(
    db,
    settings.storage,
    actor,
    dpdMessages.labelFolder,
    labelName(pkg.waybills[0] ?? String(pkg.packageId), order.no),
    label,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(dpdPackages)
      .set({ labelFileId: file.id, modifiedAt: new Date(), version: pkg.version + 1 })
      .where(eq(dpdPackages.id, pkg.id));
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: 'dpd_package',
      targetId: pkg.id,
      targetLabel: `DPD ${pkg.waybills.join(', ')}`,
      details: { note: 'Pobrano etykietę ponownie' },
    });
  });
  return { fileId: file.id, message: dpdMessages.labelReady };
}

export async function listOrderPackages(db: Db, accountId: string, orderId: string): Promise<DpdPackage[]> {
  const rows = await db
    .select()
    .from(dpdPackages)
    .where(and(eq(dpdPackages.accountId, accountId), eq(dpdPackages.orderId, orderId)))
    .orderBy(desc(dpdPackages.createdAt));
  // No packages: the order must still be the account's (404 otherwise).
  if (rows.length === 0) await getOrder(db, accountId, orderId);
  return rows.map(toPackage);
}

/** "Protokół przekazania" for the chosen packages of one environment; kept next to the labels. */
export async function createProtocol(
  db: Db,
  actor: Actor,
  body: z.output<typeof dpdProtocolBody>,
  settings: DpdSettings,
): Promise<{ fileId: string; message: string }> {
  const row = await connected(db, actor.accountId);
  const ids = [...new Set(body.packageIds)];
  const packages = await db
    .select()
    .from(dpdPackages)
    .where(and(eq(dpdPackages.accountId, actor.accountId), inArray(dpdPackages.id, ids)));
  if (packages.length !== ids.length) throw notFound(dpdMessages.notFound);
  const { client, auth } = clientFor(row, settings);
  let pdf: Buffer;
  try {
    pdf = await client.generateProtocol(
      auth,
      packages.map((pkg) => pkg.packageId),
      row.fid,
    );
  } catch (error) {
    throw appErrorOf(error);
  }
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', '-');
  const file = await storeGeneratedFile(
    db,
    settings.storage,
    actor,
    dpdMessages.labelFolder,
    `Protokół przekazania DPD ${stamp}.pdf`,
    pdf,
  );
  await db.transaction(async (tx) => {
    await tx
      .update(dpdPackages)
      .set({ protocolFileId: file.id, modifiedAt: new Date() })
      .where(and(eq(dpdPackages.accountId, actor.accountId), inArray(dpdPackages.id, ids)));
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'dpd_protocol',
      targetId: file.id,
      targetLabel: file.name,
      details: { note: `Protokół przekazania DPD: ${packages.flatMap((pkg) => pkg.waybills).join(', ')}` },
    });
  });
  return { fileId: file.id, message: dpdMessages.protocolCreated };
}
