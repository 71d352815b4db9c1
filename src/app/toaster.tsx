import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/**
 * The toast outlet the error policy (src/lib/api/error-policy.ts) reports §8 errors to (warning toasts at the top centre, where the legacy
 * portal showed its messages). Loaded lazily by the providers; once mounted (its child Toaster subscribes
 * first) it releases the toasts waiting in src/lib/toast.ts.
 */
export function AppToaster() {
  useEffect(() => toasterMounted(toast), []);
  return <Toaster position="top-center" richColors closeButton={false} duration={3000} />;
}
