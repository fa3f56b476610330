import type { LicenceSummary } from '@zaplecze/contract/auth/auth';
import {
  freePlanId,
  planLimitMessage,
  planMessages,
  trialDays,
  type CountedLimitKind,
  type Licence,
  type Plan,
  type PlanId,
} from '@zaplecze/contract/plans/plans';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import {
  allPlans,
  claimBillingEvent,
  expireLicences,
  findLicenceWithPlan,
  findPlan,
  insertLicence,
  updateLicence,
  type LicenceRow,
  type PlanRow,
} from './repository';

const dayMs = 24 * 60 * 60 * 1000;
export const paidPlanIds = ['basic', 'extended', 'professional'] as const;

function toPlan(row: PlanRow, config: Pick<AppConfig, 'paymentLinks'>): Plan {
  const id = row.id as PlanId;
  return {
    id,
    name: row.name,
    type: id,
    price: { amount: row.price, currency: row.currency },
    period: row.period,
    description: row.description,
    paymentUrl: id === freePlanId ? null : config.paymentLinks[id as keyof AppConfig['paymentLinks']],
    features: row.features,
    limits: row.limits,
    additionalInfo: row.additionalInfo,
    isPopular: row.isPopular,
    isFree: row.isFree,
    trialDays: row.trialDays,
  };
}

export async function listPlans(db: Db, config: Pick<AppConfig, 'paymentLinks'>): Promise<Plan[]> {
  return (await allPlans(db)).map((row) => toPlan(row, config));
}

/** A new account starts on the free plan as a 14-day trial (spec 000 §1). */
export async function startTrial(tx: Db, accountId: string): Promise<void> {
  await insertLicence(tx, {
    accountId,
    planId: freePlanId,
    status: 'trial',
    validTo: new Date(Date.now() + trialDays * dayMs),
  });
}

function effectiveStatus(licence: LicenceRow, now: Date): LicenceSummary['status'] {
  return licence.validTo.getTime() <= now.getTime() ? 'expired' : licence.status;
}

function licenceFrom(licence: LicenceRow, plan: PlanRow, now = new Date()): Licence {
  const status = effectiveStatus(licence, now);
  const readOnly = status === 'expired';
  const wasTrial = licence.planId === freePlanId;
  return {
    id: plan.id,
    planId: plan.id as PlanId,
    planName: plan.name,
    status,
    validTo: licence.validTo.toISOString(),
    daysLeft: Math.max(0, Math.ceil((licence.validTo.getTime() - now.getTime()) / dayMs)),
    readOnly,
    isTrial: wasTrial,
    limits: plan.limits,
    notice: readOnly ? (wasTrial ? planMessages.trialExpired : planMessages.licenceExpired) : null,
  };
}

export async function getLicence(db: Db, accountId: string): Promise<Licence> {
  const row = await findLicenceWithPlan(db, accountId);
  if (!row) throw new AppError('NOT_FOUND', 'Nie znaleziono licencji konta.');
  return licenceFrom(row.licence, row.plan);
}

export async function getLicenceSummary(db: Db, accountId: string): Promise<LicenceSummary> {
  const { id, planName, status, validTo, daysLeft, readOnly } = await getLicence(db, accountId);
  return { id, planName, status, validTo, daysLeft, readOnly };
}

/** Throws the 402 that keeps an account with an expired licence read-only. */
export async function assertWritable(db: Db, accountId: string): Promise<void> {
  const licence = await getLicence(db, accountId);
  if (licence.readOnly) throw new AppError('PAYMENT_REQUIRED', licence.notice!);
}

/**
 * Refuses to add `adding` more of `kind` when `used` already exist and the plan's limit would be
 * passed (for imports: imports started today). Modules call it before creating the record.
 */
export async function assertPlanLimit(
  db: Db,
  accountId: string,
  kind: CountedLimitKind,
  used: number,
  adding = 1,
): Promise<void> {
  const licence = await getLicence(db, accountId);
  if (licence.readOnly) throw new AppError('PAYMENT_REQUIRED', licence.notice!);
  const limit = licence.limits[kind];
  if (limit !== null && used + adding > limit) {
    throw new AppError('PAYMENT_REQUIRED', planLimitMessage(kind, limit, licence.planName));
  }
}

/** Paid period bought through the payment link: a month from now, or from the end of the current paid month. */
export async function activatePaidPlan(
  db: Db,
  event: { id: string; type: string; accountId: string; planId: (typeof paidPlanIds)[number] },
): Promise<'applied' | 'duplicate' | 'unknown-account'> {
  return db.transaction(async (tx) => {
    const current = await findLicenceWithPlan(tx, event.accountId, true);
    if (!current) return 'unknown-account';
    if (!(await claimBillingEvent(tx, event))) return 'duplicate';
    const now = new Date();
    const extendsCurrent =
      current.licence.planId === event.planId && effectiveStatus(current.licence, now) === 'active';
    const validTo = new Date(extendsCurrent ? current.licence.validTo : now);
    validTo.setUTCMonth(validTo.getUTCMonth() + 1);
    await updateLicence(tx, event.accountId, { planId: event.planId, status: 'active', validTo });
    const planName = (await findPlan(tx, event.planId))?.name ?? event.planId;
    await recordAudit(tx, {
      accountId: event.accountId,
      userId: null,
      action: 'edit',
      targetType: 'licence',
      targetId: event.accountId,
      targetLabel: planName,
      details: {
        changes: changedFields(
          {
            planId: { id: current.licence.planId, label: current.plan.name },
            status: current.licence.status,
            validTo: current.licence.validTo.toISOString(),
          },
          { planId: { id: event.planId, label: planName }, status: 'active', validTo: validTo.toISOString() },
        ),
        note: `Płatność ${event.id}`,
      },
    });
    return 'applied';
  });
}

/** Support's trial extension (admin CLI): `days` more from today or from the current end, whichever is later. */
export async function extendTrial(db: Db, accountId: string, days: number): Promise<Licence> {
  await db.transaction(async (tx) => {
    const current = await findLicenceWithPlan(tx, accountId, true);
    if (!current) throw new AppError('NOT_FOUND', 'Nie znaleziono licencji konta.');
    if (current.licence.planId !== freePlanId) {
      throw new AppError(
        'CONFLICT',
        `Konto ma płatny plan ${current.plan.name}; przedłużyć można tylko okres próbny.`,
      );
    }
    const start = Math.max(Date.now(), current.licence.validTo.getTime());
    const validTo = new Date(start + days * dayMs);
    await updateLicence(tx, accountId, { status: 'trial', validTo });
    await recordAudit(tx, {
      accountId,
      userId: null,
      action: 'edit',
      targetType: 'licence',
      targetId: accountId,
      targetLabel: current.plan.name,
      details: {
        changes: changedFields(
          { validTo: current.licence.validTo.toISOString(), status: current.licence.status },
          { validTo: validTo.toISOString(), status: 'trial' },
        ),
        note: `Przedłużenie okresu próbnego o ${days} dni przez obsługę klienta`,
      },
    });
  });
  return getLicence(db, accountId);
}

export async function markExpiredLicences(db: Db): Promise<number> {
  return expireLicences(db);
}

/** A licence given without a purchase: the demo company's plan, test fixtures. */
export async function grantPlan(tx: Db, accountId: string, planId: PlanId, days: number): Promise<void> {
  const status = planId === freePlanId ? 'trial' : 'active';
  await insertLicence(tx, { accountId, planId, status, validTo: new Date(Date.now() + days * dayMs) });
}
