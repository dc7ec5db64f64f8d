import { type ComponentType, useEffect, useRef, useState } from 'react';

/**
 * The team-success section loads its code and stories only when the visitor scrolls near it:
 * it sits below the fold, and the home page's first load stays within its JS budget.
 */
export function LazyTeamSuccessHighlights() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    let isCancelled = false;
    const load = () =>
      import('./team-success-highlights').then((m) => {
        if (!isCancelled) setSection(() => m.TeamSuccessHighlights);
      });
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        isCancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      isCancelled = true;
      observer.disconnect();
    };
  }, []);
  return Section ? <Section /> : <div ref={sentinel} aria-hidden="true" className="h-px" />;
}
