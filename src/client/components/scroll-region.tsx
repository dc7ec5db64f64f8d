import { cn } from '@client/lib/cn';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A box that scrolls its content sideways when it is wider than the screen (a table on a
 * phone). While it scrolls it is a labelled region that takes keyboard focus, so the arrow keys
 * scroll it (WCAG 2.1.1; axe's scrollable-region-focusable); when everything fits it is a plain
 * box and no extra tab stop. The one wrapper of wide tables: lists, standings, rosters, grids.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, for screen readers ("Standings of Women 3.5"). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrollable(box.scrollWidth > box.clientWidth + 1);
    measure();
    // The box or its content changes size: a phone turned, rows loaded.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cn(
        'overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...(isScrollable ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
