import { useRef } from 'react';

/**
 * Focus return for a Radix dialog opened from code (Radix gives focus back only to its own Trigger; without one it
 * would fall to the page body, WCAG 2.4.3): remembers the element focused when the dialog opens and focuses it again
 * when it closes, if it is still on the page. A caller's own `onCloseAutoFocus` that prevents the default wins.
 * @returns the two auto-focus handlers for the dialog's Content, wrapping the caller's
 */
export function useReturnFocus(own: { onOpenAutoFocus?: (e: Event) => void; onCloseAutoFocus?: (e: Event) => void } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (e: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      own.onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus: (e: Event) => {
      own.onCloseAutoFocus?.(e);
      if (e.defaultPrevented || !opener.current?.isConnected) return;
      e.preventDefault();
      opener.current.focus();
    },
  };
}
