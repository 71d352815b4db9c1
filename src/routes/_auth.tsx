import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '@/lib/auth-guard';

/**
 * Pathless layout of every requireAuth route (§2 "Routes flagged requireAuth"): without a stored
 * baseUserId the visitor goes to /login?redirect=<full target path>. Its routes are the user centre and the account
 * pages, which lie under no navigation item (`outsideMenu`), and the bidding ones, which name their own menuFlag.
 */
export const Route = createFileRoute('/_auth')({
  staticData: { requireAuth: true, outsideMenu: true },
  beforeLoad: requireLogin,
  component: Outlet,
});
