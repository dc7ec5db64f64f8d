import { type ReactNode, useEffect, useState } from 'react';

/**
 * Around a page the server painted (docs/decisions/020-server-first-paint.md), on the server and
 * when the app takes that page over (hydration): its fields and buttons stay disabled until the
 * app is live, because what someone typed before would not reach the app's forms. Links work
 * throughout. `display: contents` and no role: no box and no group for assistive technology.
 */
export function PaintedPageGate({ children }: { children: ReactNode }) {
  const [isLive, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <fieldset disabled={!isLive} role="none" className="contents">
      {children}
    </fieldset>
  );
}
