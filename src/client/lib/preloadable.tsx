import { type ComponentType, lazy, useState } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component; suspends (nearest <Suspense>) only while its chunk is still on the way. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once); resolves when it is there. */
  preload: () => Promise<unknown>;
}

/**
 * Like React.lazy, but a component whose chunk was loaded before it first renders shows at once,
 * without a frame of its Suspense fallback: React.lazy always suspends on its first render, even
 * when the chunk is already there. Used for what the first screen shows: the app takes over a
 * page the server painted (docs/decisions/020-server-first-paint.md) once that page's chunks are
 * loaded, and its first render must be that same page, not "Loading...".
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (reason: unknown) => {
        // A later preload (the next page that needs it) tries again.
        pending = undefined;
        throw reason;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await start() })) as unknown as ComponentType<P>;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module scope, as React.lazy is
  function Component(props: P) {
    // Chosen once per mounted instance: the element type under it never changes.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload: start };
}
