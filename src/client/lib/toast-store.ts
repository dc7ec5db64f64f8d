import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/** §9: one toast at a time; a dismissed toast is removed after this delay. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself (Radix default when unset). */
  duration?: number;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

function scheduleRemoval(toastId: string) {
  if (removalTimers.has(toastId)) return;
  removalTimers.set(
    toastId,
    setTimeout(() => {
      removalTimers.delete(toastId);
      dispatch({ type: 'REMOVE_TOAST', toastId });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Pure state transition (the removal timer is started by dispatch). */
export function toastReducer(current: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      // Adding replaces the list: only the newest TOAST_LIMIT toasts are kept.
      return { toasts: [action.toast, ...current.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: current.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: current.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : current.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

export function dispatch(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToastItem, 'id' | 'open'>;

/** Shows a toast; returns handles to update or dismiss that toast. */
export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (patch: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...patch, id } });
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test helper: empties the store and cancels pending removals. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  state = { toasts: [] };
  for (const listener of listeners) listener();
}

export function useToast() {
  const current = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  return { ...current, toast, dismiss: dismissToast };
}
