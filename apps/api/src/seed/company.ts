import type { PlanId } from '@zaplecze/contract/plans/plans';
import type { Db } from '../db/client';
import { accountInvoiceData, accounts, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/service';
import { createDefaultStatuses } from '../modules/order-statuses/service';
import { grantPlan } from '../modules/plans/service';
import { createPredefinedRoles } from '../modules/roles/service';

export interface CompanySeed {
  username: string;
  email: string;
  password: string;
  displayName?: string;
  companyName: string;
  vatId?: string;
  planId?: PlanId;
  licenceDays?: number;
}

/**
 * An activated company with its administrator and a licence, written directly: the demo data
 * and test fixtures start from here instead of going through registration and the activation mail.
 */
export async function seedCompany(db: Db, seed: CompanySeed): Promise<{ accountId: string; userId: string }> {
  const passwordHash = await hashPassword(seed.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name: seed.companyName, status: 'active' })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    await tx.insert(accountInvoiceData).values({
      accountId,
      companyName: seed.companyName,
      vatId: seed.vatId ?? '5260001246',
      street: 'ul. Marszałkowska',
      buildingNumber: '84',
      flatNumber: '12',
      zipCode: '00-514',
      city: 'Warszawa',
      country: 'PL',
      region: 'mazowieckie',
      email: seed.email,
      phonePrefix: '+48',
      phoneNumber: '221234567',
    });
    const roleId = await createPredefinedRoles(tx, accountId);
    await createDefaultStatuses(tx, accountId);
    const [user] = await tx
      .insert(users)
      .values({
        accountId,
        roleId,
        username: seed.username,
        email: seed.email,
        displayName: seed.displayName ?? seed.username,
        passwordHash,
        isActive: true,
        activatedAt: new Date(),
      })
      .returning({ id: users.id });
    await grantPlan(tx, accountId, seed.planId ?? 'extended', seed.licenceDays ?? 365);
    return { accountId, userId: user!.id };
  });
}
