import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '@/lib/auth-guard';

/**
 * Pathless layout of every requireAuth route (§2 "Routes flagged requireAuth"): without a stored
 * baseUserId the visitor goes to /login?redirect=<full target path>. Later user-centre, enrolment
 * and bidding routes are added under src/routes/_auth/.
 */
export const Route = createFileRoute('/_auth')({
  staticData: { requireAuth: true },
  beforeLoad: requireLogin,
  component: Outlet,
});
