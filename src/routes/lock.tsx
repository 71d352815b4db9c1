import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '@/lib/paths';
import { useCommonStore } from '@/stores/common';
import { redirectSearchSchema } from '@/features/auth/auth-search';
import { LockPage } from '@/features/auth/lock-page';
import { msg } from '@/i18n';

/**
 * /lock (§4 Screen lock, §9 lock page). Public, full screen (no header or footer). Opened while
 * not locked it simply goes on to `redirect` (or /index).
 */
export const Route = createFileRoute('/lock')({
  staticData: { title: msg('锁屏'), hideHeader: true, hideFooter: true },
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ search }) => {
    if (!useCommonStore.getState().isLock) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  component: LockPage,
});
