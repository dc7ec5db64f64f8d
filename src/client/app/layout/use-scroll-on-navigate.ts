import { useLocation, useNavigationType } from '@client/lib/router/router';
import { useEffect, useRef } from 'react';

const HASH_WAIT_MS = 5000;

function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  return id ? document.getElementById(id) : null;
}

/** Follow the page's growth until it has been still this long… */
const SETTLE_MS = 1000;
/** …but never longer than this (a slow phone or a busy server can take seconds). */
const FOLLOW_MAX_MS = 8000;

/**
 * Scrolls the hash target to the top. Content that loads just after it (a lazy section
 * below, the page's own data) can leave it short of the top, so the page's growth is
 * followed until it settles, or the reader scrolls or types. Returns the clean-up.
 */
function scrollToTarget(target: HTMLElement, behavior: ScrollBehavior): () => void {
  target.scrollIntoView({ behavior, block: 'start' });
  if (typeof ResizeObserver === 'undefined') return () => {};
  let height = document.documentElement.scrollHeight;
  const follow = new ResizeObserver(() => {
    const next = document.documentElement.scrollHeight;
    if (next === height) return;
    height = next;
    clearTimeout(settle);
    settle = setTimeout(stop, SETTLE_MS);
    if (target.isConnected && target.getBoundingClientRect().top > 1)
      target.scrollIntoView({ behavior, block: 'start' });
  });
  follow.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    follow.disconnect();
    clearTimeout(timer);
    clearTimeout(settle);
    for (const name of events) window.removeEventListener(name, stop);
  };
  let settle = setTimeout(stop, SETTLE_MS);
  const timer = setTimeout(stop, FOLLOW_MAX_MS);
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/**
 * §2: navigation scrolls smoothly to the top, or to the #hash element when there is one.
 * A hash target that is not rendered yet (lazy page, data still loading) is awaited briefly.
 * Back/forward keeps the browser's own scroll restoration; a change of query string alone
 * (filters) does not scroll.
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location entry
  useEffect(() => {
    const isFirst = previousPath.current === null;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;

    if (location.hash) {
      const behavior = isFirst ? 'auto' : scrollBehavior();
      const found = hashTarget(location.hash);
      if (found) return scrollToTarget(found, behavior);
      let stopFollowing = () => {};
      const observer = new MutationObserver(() => {
        const target = hashTarget(location.hash);
        if (target) {
          observer.disconnect();
          clearTimeout(timer);
          stopFollowing = scrollToTarget(target, behavior);
        }
      });
      const timer = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
      observer.observe(document.body, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
        clearTimeout(timer);
        stopFollowing();
      };
    }

    if (isFirst || !pathChanged || navigationType === 'POP') return;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    // Keyboard and screen-reader users start reading the new page, not the old link.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key]);
}
