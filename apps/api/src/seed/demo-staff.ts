import { and, eq } from 'drizzle-orm';
import type { AuditAction, AuditDetails } from '@zaplecze/contract/audit/audit';
import type { Db } from '../db/client';
import { auditLog, roles, users } from '../db/schema/index';
import { hashPassword } from '../modules/auth/service';

const dayMs = 86_400_000;

/** Staff of the demo company: one per predefined role, the last one deactivated. */
export const demoStaff = [
  {
    username: 'k.nowak',
    displayName: 'Katarzyna Nowak',
    role: 'Kierownik',
    active: true,
    lastSeenDaysAgo: 0.1,
  },
  {
    username: 't.wisniewski',
    displayName: 'Tomasz Wiśniewski',
    role: 'Magazynier',
    active: true,
    lastSeenDaysAgo: 1.3,
  },
  {
    username: 'a.wojcik',
    displayName: 'Agnieszka Wójcik',
    role: 'Sprzedawca',
    active: true,
    lastSeenDaysAgo: 3.6,
  },
  {
    username: 'p.kaminski',
    displayName: 'Paweł Kamiński',
    role: 'Obsługa klienta',
    active: false,
    lastSeenDaysAgo: 12,
  },
] as const;

/**
 * Adds the demo staff (password: the demo password) and two weeks of history, written directly
 * and back-dated so the History tab has something to page through.
 */
export async function seedDemoStaff(
  db: Db,
  account: { accountId: string; adminUserId: string; adminLabel: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const accountRoles = await tx.select().from(roles).where(eq(roles.accountId, account.accountId));
    const roleId = (name: string) => accountRoles.find((role) => role.name === name)!.id;
    const entries: (typeof auditLog.$inferInsert)[] = [];
    const entry = (
      daysAgo: number,
      action: AuditAction,
      target: { id: string; label: string },
      details: AuditDetails = {},
      by = account,
    ) =>
      entries.push({
        accountId: account.accountId,
        userId: by.adminUserId,
        userLabel: by.adminLabel,
        action,
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.label,
        details,
        ip: '83.12.45.101',
        createdAt: new Date(now - daysAgo * dayMs),
      });

    for (const [index, person] of demoStaff.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          accountId: account.accountId,
          roleId: roleId(person.role),
          username: person.username,
          email: `${person.username}@sklep-demo.pl`,
          displayName: person.displayName,
          passwordHash,
          isActive: person.active,
          activatedAt: new Date(now - (14 - index) * dayMs),
          lastActivityAt: new Date(now - person.lastSeenDaysAgo * dayMs),
        })
        .returning({ id: users.id });
      const target = { id: row!.id, label: person.username };
      entry(14 - index, 'create', target, {
        changes: {
          displayName: { before: null, after: person.displayName },
          role: { before: null, after: person.role },
          status: { before: null, after: 'Aktywny' },
        },
      });
      const self = { ...account, adminUserId: row!.id, adminLabel: person.displayName };
      entry(person.lastSeenDaysAgo, 'login', target, {}, self);
    }
    const [first, second, , last] = entries.filter((e) => e.action === 'create');
    entry(
      9,
      'edit',
      { id: second!.targetId!, label: second!.targetLabel! },
      {
        changes: { role: { before: 'Sprzedawca', after: 'Magazynier' } },
      },
    );
    entry(
      6,
      'login_failed',
      { id: first!.targetId!, label: first!.targetLabel! },
      { note: 'Pozostałe próby: 2' },
      {
        ...account,
        adminUserId: first!.targetId!,
        adminLabel: 'Katarzyna Nowak',
      },
    );
    entry(
      5,
      'deactivate',
      { id: last!.targetId!, label: last!.targetLabel! },
      {
        changes: { status: { before: 'Aktywny', after: 'Nieaktywny' } },
        note: 'Zakończone sesje: 0',
      },
    );
    await tx.insert(auditLog).values(entries);
    await tx
      .update(roles)
      .set({ description: 'Przyjęcia, wydania i inwentaryzacja magazynu głównego.' })
      .where(and(eq(roles.accountId, account.accountId), eq(roles.name, 'Magazynier')));
  });
}
