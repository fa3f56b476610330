import type { Readable } from 'node:stream';
import { auditMessages } from '@zaplecze/contract/audit';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { auditEntries, type AuditQuery } from './service';

/** More rows than anyone reads in a spreadsheet; the filter narrows a bigger log. */
export const auditExportCap = 100_000;

const dateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const header = ['Data', 'Użytkownik', 'Akcja', 'Obiekt', 'Szczegóły', 'Adres IP'];

/** The filtered log as a CSV stream: UTF-8 with BOM, semicolons, formula-safe cells. */
export function auditCsv(db: Db, accountId: string, query: AuditQuery): Promise<Readable> {
  async function* rows() {
    for await (const entry of auditEntries(db, accountId, query, auditExportCap)) {
      yield [
        dateTime.format(new Date(entry.createdAt)).replace(',', ''),
        entry.user ? entry.user.name || auditMessages.removedUser : auditMessages.system,
        entry.actionLabel,
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
