import { enablePaintedControls, paintedLaterAttribute } from '@client/lib/painted-controls';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';

/**
 * A lazily loaded part of a page the server painted with its content (a member's week). The page
 * gate enables the painted controls when the app takes the page over, but this part is taken
 * over only once its code has come: until then its controls stay disabled, and it enables them
 * itself when hydrated, so a tap is never lost. `display: contents`: no box of its own.
 */
export function PaintedSuspense({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const marker = { [paintedLaterAttribute]: '' };
  return (
    <div ref={container} className="contents" {...marker}>
      <Suspense fallback={null}>
        {children}
        <EnableWhenHydrated container={container} />
      </Suspense>
    </div>
  );
}

/** Inside the boundary: its effect runs when the boundary's content has hydrated (or rendered). */
function EnableWhenHydrated({ container }: { container: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (container.current) enablePaintedControls(container.current);
  }, [container]);
  return null;
}
