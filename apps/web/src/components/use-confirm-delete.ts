import { notify, notifyFailure } from '../lib/notify';
import { openConfirm } from './confirm-modal';

/** What deleting one item says and does; built for the item the user asked to delete. */
export interface ConfirmDelete<Variables, Result> {
  title: string;
  /** HTML (sanitized); a user's text put in it must be escaped first. */
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** What the delete mutation is called with (usually the item's id). */
  variables: Variables;
  /** The success toast: a text, or the server's message from the result. */
  success: string | ((result: Result) => string);
  /** The failure's title (the server's reason goes below it); or a handler of the failure of its own. */
  failure: string | ((error: Error) => void);
  /** More to do once deleted (e.g. clear a selection). */
  onDeleted?: (result: Result) => void;
}

interface DeleteMutation<Variables, Result> {
  mutate(
    variables: Variables,
    options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ): void;
}

/**
 * The delete flow of a list or card: the danger confirmation with the spec's texts, then the
 * delete mutation, then the success or failure toast. Returns the function a delete button calls.
 */
export function useConfirmDelete<Item, Variables, Result>(
  mutation: DeleteMutation<Variables, Result>,
  describe: (item: Item) => ConfirmDelete<Variables, Result>,
): (item: Item) => void {
  return (item) => {
    const texts = describe(item);
    openConfirm({
      type: 'danger',
      title: texts.title,
      message: texts.message,
      confirmText: texts.confirmText,
      cancelText: texts.cancelText,
      onConfirm: () =>
        mutation.mutate(texts.variables, {
          onSuccess: (result) => {
            notify('green', typeof texts.success === 'function' ? texts.success(result) : texts.success);
            texts.onDeleted?.(result);
          },
          onError: (error) =>
            typeof texts.failure === 'function' ? texts.failure(error) : notifyFailure(texts.failure, error),
        }),
    });
  };
}
