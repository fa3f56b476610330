import type { Readable } from 'node:stream';
import { auditMessages, auditTargetTypeLabels, formatAuditTime } from '@zaplecze/contract/audit/audit';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { auditEntries, type AuditQuery } from './service';

/** More rows than anyone reads in a spreadsheet; the filter narrows a bigger log. */
export const auditExportCap = 100_000;

const header = ['Data', 'Użytkownik', 'Akcja', 'Typ obiektu', 'Obiekt', 'Szczegóły', 'Adres IP'];

/** The filtered log as a CSV stream: UTF-8 with BOM, semicolons, formula-safe cells. */
export function auditCsv(db: Db, accountId: string, query: AuditQuery): Promise<Readable> {
  async function* rows() {
    for await (const entry of auditEntries(db, accountId, query, auditExportCap)) {
      yield [
        // The same Polish time and text as the History tab shows (one renderer in the contract).
        formatAuditTime(entry.createdAt),
        entry.user ? entry.user.name || auditMessages.removedUser : auditMessages.system,
        entry.actionLabel,
        auditTargetTypeLabels[entry.targetType] ?? entry.targetType,
        entry.targetLabel ?? '',
        entry.detailsText,
        entry.ip ?? '',
      ];
    }
  }
  return csvStream(header, rows());
}

export function auditExportFileName(now = new Date()): string {
  return `historia-zmian-${now.toISOString().slice(0, 10)}.csv`;
}
