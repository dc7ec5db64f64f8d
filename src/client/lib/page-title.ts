import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page whose title is only known at run time (e.g. an event's name) sets it with
 * usePageTitle; the layout shows it as the page heading and in the document title.
 */
let override: { title: string; owner: symbol } | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getOverride(): string | undefined {
  return override?.title;
}

export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(subscribe, getOverride, getOverride);
}

export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const owner = Symbol('page-title');
    override = { title, owner };
    notify();
    return () => {
      // Only the page that set it may clear it (the next page may already have set its own).
      if (override?.owner === owner) {
        override = null;
        notify();
      }
    };
  }, [title]);
}
