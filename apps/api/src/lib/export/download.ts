import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A finished export file opened from the storage, as a download route answers it. */
export interface ExportFile {
  stream: Readable;
  size: number;
  fileName: string;
  type: string;
}

/** Answers a download of an export file (products, orders) as an attachment with its name. */
export const sendExportFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.type)
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.stream);
