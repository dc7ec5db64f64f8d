import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Holding a navigation inside the site until the user confirms it (an editor with unsaved
 * text). React Router's useBlocker needs its data router, which the shell does not load (decision
 * 015): the app's history (app/app-history.ts) asks `shouldHoldNavigation` before every push,
 * replace and back/forward, and this store keeps the held navigation until proceed or reset.
 */
export interface NavigationAttempt {
  currentPathname: string;
  nextPathname: string;
}

export type BlockerState =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

type ShouldBlock = (attempt: NavigationAttempt) => boolean;

const conditions = new Map<string, ShouldBlock>();
let held: { owner: string; resume: () => void } | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Called by the history before it moves. true: the navigation is held and `resume` runs it
 * later if the user confirms; false: go ahead.
 */
export function shouldHoldNavigation(attempt: NavigationAttempt, resume: () => void): boolean {
  if (held) return true;
  for (const [owner, shouldBlock] of conditions) {
    if (shouldBlock(attempt)) {
      held = { owner, resume };
      notify();
      return true;
    }
  }
  return false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Like React Router's useBlocker: `state` is 'blocked' while a navigation waits for an answer. */
export function useNavigationBlocker(shouldBlock: ShouldBlock): BlockerState {
  const owner = useId();
  useEffect(() => {
    conditions.set(owner, shouldBlock);
    return () => {
      conditions.delete(owner);
    };
  }, [owner, shouldBlock]);
  useEffect(
    () => () => {
      if (held?.owner === owner) {
        held = null;
        notify();
      }
    },
    [owner],
  );

  const isBlocked = useSyncExternalStore(
    subscribe,
    () => held?.owner === owner,
    () => false,
  );
  const proceed = useCallback(() => {
    if (held?.owner !== owner) return;
    const { resume } = held;
    held = null;
    // The condition must not hold the navigation it just let through.
    conditions.delete(owner);
    notify();
    resume();
  }, [owner]);
  const reset = useCallback(() => {
    if (held?.owner !== owner) return;
    held = null;
    notify();
  }, [owner]);
  return isBlocked ? { state: 'blocked', proceed, reset } : { state: 'unblocked' };
}
