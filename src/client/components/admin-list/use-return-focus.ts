import { useLayoutEffect, useRef } from 'react';

/**
 * A dialog opened from code (no DialogTrigger) gives focus back to whatever was focused
 * when it opened, e.g. the row's Edit or Delete button. Pass the result to
 * DialogContent's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
