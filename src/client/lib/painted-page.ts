import { paintedReadsElementId } from '@shared/first-paint';

/*
 * What the server sends beside a page it painted (docs/decisions/020-server-first-paint.md):
 * JSON in script elements the browser does not run (src/server/lib/client-html.ts jsonScript).
 * Read by the entry (the chunk list) and the app (the first reads); small, as the entry is.
 */

/** Did the server paint this page? */
export function isPaintedPage(): boolean {
  return document.getElementById(paintedReadsElementId) !== null;
}

/** The JSON the server put in the element `id`, or null when there is none or it is unreadable. */
export function readPaintedJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
