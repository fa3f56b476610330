import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import {
  dpdMessages,
  type DpdPackage,
  type dpdProtocolBody,
  type dpdShipmentBody,
} from '@zaplecze/contract/dpd/dpd';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Db } from '../../db/client';
import { dpdPackages } from '../../db/schema/index';
import { notFound, validationFailed } from '../../errors';
import { recordAudit } from '../audit/service';
import { storeGeneratedFile } from '../files/service';
import { addCarrierShipment, getOrder, versionConflict } from '../orders/service';
import { DpdError, type DpdPackage as DpdPackageInput } from './client';
import { appErrorOf, clientFor, connected, type Actor, type DpdSettings } from './connection';
import { receiverOf, senderOf } from './parties';

/**
 * Shipments made from an order (package numbers → label → the order's shipment and documents),
 * a label fetched again, and the handover protocol.
 */

type PackageRow = typeof dpdPackages.$inferSelect;

export function toPackage(row: PackageRow): DpdPackage {
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
