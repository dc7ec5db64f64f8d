import { enablePaintedControls } from '@client/lib/painted-controls';
import { paintedDisabledAttribute } from '@shared/first-paint';
import { type ReactNode, useEffect } from 'react';

/*
 * A page the server painted (docs/decisions/020-server-first-paint.md) shows before the app can
 * receive anything typed or pressed in it: what someone typed would not reach the app's forms,
 * and a submit button would send its form natively (a GET with the fields in the address). So
 * every field and button of the painted HTML comes disabled, each marked with
 * `paintedDisabledAttribute`; once the app has taken the page over, the gate enables them. Links
 * work throughout. No wrapper element: the page's own markup stays valid (a <fieldset disabled>
 * around the page put <main> inside a fieldset, which HTML does not allow).
 */

const controlTag = /<(button|input|select|textarea)\b([^>]*)>/g;
const isDisabled = /\sdisabled(?:=""|\s|\/|$)/;

/**
 * The painted HTML with every control that is not disabled already disabled and marked (server
 * side, prerender.tsx). React writes each start tag with its attribute values escaped, so the
 * first `>` ends the tag.
 */
export function disablePaintedControls(html: string): string {
  return html.replace(controlTag, (tag, name: string, attributes: string) => {
    if (isDisabled.test(attributes)) return tag;
    const selfClosing = attributes.endsWith('/');
    const rest = selfClosing ? attributes.slice(0, -1) : attributes;
    return `<${name}${rest} disabled="" ${paintedDisabledAttribute}=""${selfClosing ? '/' : ''}>`;
  });
}

/**
 * Around the painted page as the app takes it over (app-main.tsx): enables it once live, except
 * the parts that hydrate later (PaintedSuspense): they enable their own controls when hydrated.
 */
export function PaintedPageGate({ children }: { children: ReactNode }) {
  useEffect(() => enablePaintedControls(), []);
  return children;
}
