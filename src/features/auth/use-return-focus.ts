import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focuses `el` once it can take focus: a button stays disabled while the request it started settles, which can end a
 * moment after a dialog closed. Gives up after `tries` checks 50 ms apart.
 */
export function focusWhenEnabled(el: HTMLElement | null | undefined, tries = 20): void {
  if (!el?.isConnected) return;
  if ((el as HTMLButtonElement).disabled && tries > 0) setTimeout(focusWhenEnabled, 50, el, tries - 1);
  else el.focus();
}

/**
 * Focus return for a dialog opened without a DialogTrigger (Radix gives focus back only to its trigger): remembers the
 * element focused when `open` turns true and focuses it again once the dialog has closed (if it is still on the page).
 * @returns the DialogContent's `onCloseAutoFocus`
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own effects move focus inside it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    focusWhenEnabled(opener.current);
  }, []);
}
