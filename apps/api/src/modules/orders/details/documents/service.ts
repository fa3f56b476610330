import type { z } from 'zod';
import { orderFileMessages, type orderFilesBody } from '@zaplecze/contract/files/files';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { Db } from '../../../../db/client';
import { assertLibraryFiles } from '../../../files/service';
import type { Actor } from '../../create';
import { auditChanges, differing, mutateOrder } from '../mutation';

/**
 * The order's sales documents and attachments: files of the account's library, by id. Writing
 * them is an ordinary change of the order, so the stock follows in the same step: a warehouse
 * reserving "on sales document" takes the stock once the first document is attached.
 */
export function setOrderFiles(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof orderFilesBody>,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const next = {
      fileDocumentIds: [...new Set(body.fileDocumentIds)],
      fileAttachmentsIds: [...new Set(body.fileAttachmentsIds)],
    };
    await assertLibraryFiles(tx, actor.accountId, next);
    const values = differing(
      { fileDocumentIds: row.fileDocumentIds, fileAttachmentsIds: row.fileAttachmentsIds },
      next,
    );
    if (Object.keys(values).length === 0) return null;
    return {
      values,
      audit: {
        changes: auditChanges(
          {
            fileDocumentIds: row.fileDocumentIds.length,
            fileAttachmentsIds: row.fileAttachmentsIds.length,
          },
          {
            fileDocumentIds: next.fileDocumentIds.length,
            fileAttachmentsIds: next.fileAttachmentsIds.length,
          },
        ),
        note: 'Zmiana dokumentów zamówienia',
      },
      message: orderFileMessages.saved,
    };
  });
}
