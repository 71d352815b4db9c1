import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { AppShell } from '@/features/shell/app-shell';

/** Root of every page: the app shell (header, footer, prompts) around the matched route. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
});
