import { type ComponentType, use } from 'react';

/** A promise React's `use` reads synchronously once it has settled (React's thenable fields). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface Preloadable<P extends object> {
  /** Renders the component; suspends (nearest <Suspense>) only while its chunk is still on the way. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * Like React.lazy, but a component whose chunk was loaded before it first renders shows at once,
 * without a frame of its Suspense fallback: React.lazy always suspends on the first render, even
 * when the chunk is already there. Used for what the first screen shows: the app mounts over the
 * server's first paint of a page (docs/decisions/020-server-first-paint.md) once that page's
 * chunks are loaded, and its first render must be the same page, not "Loading...".
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: TrackedPromise<ComponentType<P>> | undefined;
  const start = (): TrackedPromise<ComponentType<P>> => {
    if (!pending) {
      const promise: TrackedPromise<ComponentType<P>> = load();
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
          // The error page's "Try again" loads the chunk afresh.
          pending = undefined;
        },
      );
      pending = promise;
    }
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module scope, as React.lazy is
  function Component(props: P) {
    const Loaded = use(start() as Promise<ComponentType<P>>);
    return <Loaded {...props} />;
  }
  return { Component, preload: start };
}
