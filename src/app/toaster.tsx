import { useEffect, type CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/**
 * The text colours of the rich toasts: the theme's tokens (src/index.css), in place of sonner's own, which read at
 * 3.1–4.35:1 on their tinted backgrounds, under WCAG AA's 4.5:1 (axe flagged an info toast that arrived during a check).
 */
export const TOAST_TEXT_COLOURS = {
  '--success-text': 'var(--color-brand-700)',
  '--info-text': 'var(--color-info)',
  '--warning-text': 'var(--color-warn)',
  '--error-text': 'var(--color-price)',
} as const;

/**
 * The toast outlet the error policy (src/lib/api/error-policy.ts) reports §8 errors to (warning toasts at the top centre, where the legacy
 * portal showed its messages). Loaded lazily by the providers; once mounted (its child Toaster subscribes
 * first) it releases the toasts waiting in src/lib/toast.ts.
 */
export function AppToaster() {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster position="top-center" richColors closeButton={false} duration={3000} style={TOAST_TEXT_COLOURS as CSSProperties} />;
}
