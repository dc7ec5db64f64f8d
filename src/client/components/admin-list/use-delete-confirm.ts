import { useState } from 'react';

/** The delete mutation of a list (TanStack Query's useMutation result). */
interface DeleteMutation {
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/**
 * The row a list asks "Delete …?" about. `ask(row)` opens the confirmation (clearing the last
 * attempt's error); `dialog` is what ConfirmDialog needs besides its texts and onConfirm.
 */
export function useDeleteConfirm<T>(remove: DeleteMutation) {
  const [target, setTarget] = useState<T | null>(null);
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
