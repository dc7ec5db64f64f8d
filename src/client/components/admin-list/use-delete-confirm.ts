import { type ToastInput, toast } from '@client/lib/toast-store';
import { useState } from 'react';

/** The delete mutation of a list (TanStack Query's useMutation result). */
interface DeleteMutation {
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/** A delete by the row's id, for useDeleteConfirm's own onConfirm. */
interface DeleteByIdMutation extends DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
}

/**
 * The row a list asks "Delete …?" about. `ask(row)` opens the confirmation (clearing the last
 * attempt's error); `dialog` is what ConfirmDialog needs besides its texts. Given `deletedToast`,
 * the dialog's onConfirm deletes the row by its id, says so in a toast and closes; a failure
 * stays in the dialog. Without it, the caller passes its own onConfirm.
 */
export function useDeleteConfirm<T extends { id: string }>(
  remove: DeleteByIdMutation,
  deletedToast: (row: T) => ToastInput,
): ReturnType<typeof confirmState<T>> & { dialog: { onConfirm: () => Promise<void> } };
export function useDeleteConfirm<T>(remove: DeleteMutation): ReturnType<typeof confirmState<T>>;
export function useDeleteConfirm<T extends { id: string }>(
  remove: DeleteMutation & Partial<DeleteByIdMutation>,
  deletedToast?: (row: T) => ToastInput,
) {
  const [target, setTarget] = useState<T | null>(null);
  const state = confirmState(remove, target, setTarget);
  if (!deletedToast) return state;
  const onConfirm = async () => {
    if (!target || !remove.mutateAsync) return;
    await remove.mutateAsync(target.id);
    toast(deletedToast(target));
    setTarget(null);
  };
  return { ...state, dialog: { ...state.dialog, onConfirm } };
}

function confirmState<T>(remove: DeleteMutation, target: T | null, setTarget: (row: T | null) => void) {
  return {
    target,
    ask: (row: T) => {
      remove.reset();
      setTarget(row);
    },
    close: () => setTarget(null),
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      isPending: remove.isPending,
      error: remove.error?.message ?? null,
    },
  };
}
