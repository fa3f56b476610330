import { and, eq } from 'drizzle-orm';
import {
  orderPartMessages as messages,
  type orderNoteBody,
} from '@zaplecze/contract/orders/order-detail-parts';
import type { OrderMutation } from '@zaplecze/contract/orders/order-details';
import type { z } from 'zod';
import type { Db } from '../../../../db/client';
import { orderNotes } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { Actor } from '../../create';
import { auditChanges, mutateOrder } from '../mutation';
import type { OrderRecord } from '../../repository';

/**
 * Notes of an order (spec 001 §3 "Note", §5: at most 400 characters, a colour). A note is part
 * of its order, so a note change moves the order's version like any other change of the order.
 */

type NoteBody = z.output<typeof orderNoteBody>;

async function findNote(tx: Db, row: OrderRecord, noteId: string) {
  const [note] = await tx
    .select()
    .from(orderNotes)
    .where(
      and(eq(orderNotes.accountId, row.accountId), eq(orderNotes.orderId, row.id), eq(orderNotes.id, noteId)),
    )
    .for('update');
  if (!note) throw notFound(messages.noteNotFound);
  return note;
}

export function addOrderNote(db: Db, actor: Actor, id: string, body: NoteBody): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const [note] = await tx
      .insert(orderNotes)
      .values({
        accountId: actor.accountId,
        orderId: row.id,
        value: body.value,
        color: body.color,
        createdBy: actor.userId,
      })
      .returning({ id: orderNotes.id });
    return {
      partsChanged: true,
      audit: {
        noteId: note!.id,
        changes: auditChanges({}, { note: body.value, noteColor: body.color }),
        note: 'Dodano notatkę',
      },
      message: messages.noteAdded,
    };
  });
}

export function updateOrderNote(
  db: Db,
  actor: Actor,
  id: string,
  noteId: string,
  body: NoteBody,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, body.version, async (tx, row) => {
    const note = await findNote(tx, row, noteId);
    const changes = auditChanges(
      { note: note.value, noteColor: note.color },
      { note: body.value, noteColor: body.color },
    );
    if (Object.keys(changes).length === 0) return null;
    await tx
      .update(orderNotes)
      .set({ value: body.value, color: body.color })
      .where(eq(orderNotes.id, note.id));
    return {
      partsChanged: true,
      audit: { noteId: note.id, changes, note: 'Zmieniono notatkę' },
      message: messages.noteSaved,
    };
  });
}

export function deleteOrderNote(
  db: Db,
  actor: Actor,
  id: string,
  noteId: string,
  version: number,
): Promise<OrderMutation> {
  return mutateOrder(db, actor, id, version, async (tx, row) => {
    const note = await findNote(tx, row, noteId);
    await tx.delete(orderNotes).where(eq(orderNotes.id, note.id));
    return {
      partsChanged: true,
      audit: {
        noteId: note.id,
        changes: auditChanges({ note: note.value }, { note: null }),
        note: 'Usunięto notatkę',
      },
      message: messages.noteDeleted,
    };
  });
}
