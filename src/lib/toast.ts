import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Kind = 'success' | 'error' | 'warning' | 'info';

let mounted: (t: SonnerToast) => void = () => {};
const ready = new Promise<SonnerToast>((resolve) => {
  mounted = resolve;
});

/** Called once by the toast outlet (src/app/toaster.tsx) when it is mounted and listening. */
export function toasterMounted(t: SonnerToast): void {
  mounted(t);
}

const whenReady =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void => {
    void ready.then((t) => t[kind](message, data));
  };

/**
 * The app's toasts (§8 messages), with sonner's `toast.success/error/warning/info(message, data?)` API. The
 * outlet and sonner itself load after the first screen (initial JS budget, bench/README.md); a toast raised
 * before the outlet is mounted waits for it instead of being lost.
 */
export const toast: Record<Kind, (message: string, data?: ExternalToast) => void> = {
  success: whenReady('success'),
  error: whenReady('error'),
  warning: whenReady('warning'),
  info: whenReady('info'),
};
