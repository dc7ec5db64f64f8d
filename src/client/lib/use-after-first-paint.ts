import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server, in the app's first render and hydration; true once the page is in place
 * and the browser is idle (at most `timeoutMs` later). For a part of a page the first screen does
 * not need (a member's settings below their profile): its code then loads and runs after the page
 * is painted and hydrated, not with it (issue 24, decision 045). Both renders before it agree
 * (nothing), so hydration matches. The switch is a transition: React renders it in slices.
 */
export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setIsAfter(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: after the current work, then a beat.
    const id = window.setTimeout(show, 200);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return isAfter;
}
