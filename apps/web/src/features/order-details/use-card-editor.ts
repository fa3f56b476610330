import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { orderCardToasts, type OrderCard } from '@zaplecze/contract/orders/order-cards';
import { orderDetailMessages, type OrderMutation } from '@zaplecze/contract/orders/order-details';
import { ApiError } from '../../lib/api-client';
import { notifyFailure } from '../../lib/notify';
import { isVersionConflict } from './api/order-mutation';
import { changedFields } from './card-values';
import { notifyInfo, notifySuccess } from './notify';

interface CardEditorOptions<V extends FieldValues> {
  card: OrderCard;
  /** The contract's form schema of the card: the same rules the server applies. */
  schema: z.ZodType;
  stored: V;
  /** Sends the changed fields (the card's mutation hook, adapted to its input type). */
  mutate: (
    changes: Partial<V>,
    callbacks: { onSuccess: (result: OrderMutation) => void; onError: (error: Error) => void },
  ) => void;
}

/**
 * Read-only and edit mode of a detail card (spec 001 §4 "Detail cards"). Saving sends only what
 * changed (nothing changed: 'Brak zmian do zapisania', no request). The card leaves edit mode at
 * once and shows the new values; if the save fails it returns to edit mode with the user's input
 * still in the form, and a stale version (409) also offers to reload.
 */
export function useCardEditor<V extends FieldValues>({ card, schema, stored, mutate }: CardEditorOptions<V>) {
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: stored as DefaultValues<V>,
  });
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const toasts = orderCardToasts[card];
  const storedKey = JSON.stringify(stored);

  // The order changed under an open form (reloaded after a conflict, or rolled back): fields the
  // user has not touched follow the stored values, so a later save cannot resend stale ones.
  useEffect(() => {
    if (editing) form.reset(JSON.parse(storedKey) as V, { keepDirtyValues: true, keepErrors: true });
  }, [editing, storedKey, form]);

  const start = () => {
    form.reset(stored);
    setConflict(false);
    setEditing(true);
  };

  const cancel = () => {
    form.reset(stored);
    setConflict(false);
    setEditing(false);
  };

  const save = form.handleSubmit(
    () => {
      const changes = changedFields(stored, form.getValues());
      if (Object.keys(changes).length === 0) {
        notifyInfo(orderDetailMessages.noChanges);
        setConflict(false);
        setEditing(false);
        return;
      }
      setEditing(false);
      mutate(changes, {
        onSuccess: (result) => {
          setConflict(false);
          if (result.changed)
            notifySuccess(result.message, 'durationMs' in toasts ? toasts.durationMs : undefined);
          else notifyInfo(result.message);
        },
        onError: (error) => {
          setEditing(true);
          setConflict(isVersionConflict(error));
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (field in stored) form.setError(field as Path<V>, { type: 'server', message });
            }
          }
          notifyFailure(toasts.failed, error);
        },
      });
    },
    () => notifyFailure(orderDetailMessages.fixErrors),
  );

  return { form, editing, conflict, start, cancel, save, clearConflict: () => setConflict(false) };
}

export type CardEditor<V extends FieldValues> = ReturnType<typeof useCardEditor<V>>;
