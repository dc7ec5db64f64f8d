import { paintedDisabledAttribute } from '@shared/first-paint';

/** Marks a painted part that hydrates after the page (its code loads lazily): PaintedSuspense. */
export const paintedLaterAttribute = 'data-painted-later';

/**
 * Enables what the server disabled: the controls carrying the mark. React does not patch
 * attributes of the HTML it hydrates, so the app's own `disabled` props are what remain.
 * Controls inside a part that hydrates later are left disabled unless `root` is that part: a
 * tap on a button whose code has not arrived would be lost (a one-tap answer that does nothing).
 */
export function enablePaintedControls(root: ParentNode = document): void {
  for (const control of root.querySelectorAll(`[${paintedDisabledAttribute}]`)) {
    const later = control.closest(`[${paintedLaterAttribute}]`);
    if (later && later !== root) continue;
    control.removeAttribute('disabled');
    control.removeAttribute(paintedDisabledAttribute);
  }
}
