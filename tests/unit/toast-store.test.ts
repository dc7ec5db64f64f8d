import {
  dispatch,
  getToastState,
  resetToasts,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  toastReducer,
} from '@client/lib/toast-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast store (§4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps one toast: adding replaces the list', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'More', variant: 'destructive' });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      description: 'More',
      variant: 'destructive',
      open: true,
    });
  });

  it('update merges by id', () => {
    const t = toast({ title: 'Saving', description: 'Please wait' });
    t.update({ title: 'Saved' });
    expect(getToastState().toasts[0]).toMatchObject({ id: t.id, title: 'Saved', description: 'Please wait' });
    dispatch({ type: 'UPDATE_TOAST', toast: { id: 'other', title: 'Nope' } });
    expect(getToastState().toasts[0]?.title).toBe('Saved');
  });

  it('dismiss closes the toast and removes it after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const t = toast({ title: 'Hello' });
    t.dismiss();
    expect(getToastState().toasts[0]).toMatchObject({ id: t.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('remove deletes one toast, or all without an id', () => {
    const state = {
      toasts: [
        { id: 'a', open: true },
        { id: 'b', open: true },
      ],
    };
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts.map((t) => t.id)).toEqual([
      'b',
    ]);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('dismiss without an id closes every toast', () => {
    const state = {
      toasts: [
        { id: 'a', open: true },
        { id: 'b', open: true },
      ],
    };
    expect(toastReducer(state, { type: 'DISMISS_TOAST' }).toasts.every((t) => !t.open)).toBe(true);
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Plain' });
    expect(getToastState().toasts[0]?.variant).toBeUndefined();
  });
});
