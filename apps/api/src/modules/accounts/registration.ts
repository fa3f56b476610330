import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  accountMessages,
  normalizeNip,
  type registrationPayload,
  type RegistrationResponse,
} from '@zaplecze/contract/accounts/accounts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit/service';
import { hashPassword } from '../auth/service';
import { dispatchMails, queueMail } from '../mail/service';
import { createDefaultStatuses } from '../order-statuses/service';
import { startTrial } from '../plans/service';
import { createPredefinedRoles } from '../roles/service';
import { activationMail } from './mails';
import { insertAccount, insertInvoiceData, insertUser, takenIdentities } from './repository';
import { issueUserToken, isUniqueViolation } from './service';

export const activationTtlMs = 48 * 3600_000;

type Registration = z.output<typeof registrationPayload>;

function conflict(taken: { username: boolean; email: boolean }): AppError | null {
  if (!taken.username && !taken.email) return null;
  const fields: Record<string, string> = {};
  if (taken.username) fields.username = accountMessages.usernameTaken;
  if (taken.email) fields.email = accountMessages.emailTaken;
  return new AppError('CONFLICT', Object.values(fields).join('. '), fields);
}

/**
 * Creates the company account, its invoice data, its predefined roles, its default order statuses,
 * its first (inactive) user as Administrator, the 14-day free trial and the activation mail in one
 * transaction.
 */
export async function registerAccount(
  deps: { db: Db; config: AppConfig; jobs: JobQueue; logger: FastifyBaseLogger },
  payload: Registration,
  ip: string | null,
): Promise<RegistrationResponse> {
  const username = payload.name;
  const email = payload.identity.email;
  const duplicate = conflict(await takenIdentities(deps.db, username, email));
  if (duplicate) throw duplicate;
  const passwordHash = await hashPassword(payload.identity.password);
  const invoice = payload.invoiceData;

  let created: { userId: string; mailId: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const accountId = await insertAccount(tx, invoice.companyName);
      await insertInvoiceData(tx, accountId, {
        companyName: invoice.companyName,
        vatId: normalizeNip(invoice.vatId),
        street: invoice.street,
        buildingNumber: invoice.buildingNumber,
        flatNumber: invoice.flatNumber,
        zipCode: invoice.zipCode,
        city: invoice.city,
        country: invoice.country,
        region: invoice.region,
        email: invoice.email,
        phonePrefix: invoice.prefix,
        phoneNumber: invoice.phoneNumber,
      });
      const roleId = await createPredefinedRoles(tx, accountId);
      await createDefaultStatuses(tx, accountId);
      const userId = await insertUser(tx, {
        accountId,
        roleId,
        username,
        email,
        displayName: username,
        passwordHash,
      });
      await startTrial(tx, accountId);
      const token = await issueUserToken(tx, userId, 'activation', activationTtlMs);
      const url = `${deps.config.publicUrl}/auth/confirm-registration/${userId}/${token}`;
      const mailId = await queueMail(tx, activationMail(email, invoice.companyName, url));
      await recordAudit(tx, {
        accountId,
        userId,
        action: 'create',
        targetType: 'account',
        targetId: accountId,
        targetLabel: invoice.companyName,
        details: {
          note: 'Rejestracja firmy; warunki zaakceptowane',
          termsAcceptedAt: new Date().toISOString(),
        },
        ip,
      });
      return { userId, mailId };
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the answer stays a 409.
    if (isUniqueViolation(error)) throw conflict(await takenIdentities(deps.db, username, email)) ?? error;
    throw error;
  }
  await dispatchMails(deps.jobs, [created.mailId], deps.logger);
  return { userId: created.userId, email };
}
