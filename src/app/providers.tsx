import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '@/app/router';
import { AfterHydration } from '@/lib/use-hydrated';

// The outlet (and sonner) is not part of the first screen: it loads right after it (src/lib/toast.ts).
const AppToaster = lazy(() => import('@/app/toaster').then((m) => ({ default: m.AppToaster })));

/**
 * App-wide providers: the query cache, the router and the toast outlet the error policy reports
 * §8 errors to (src/app/toaster.tsx). The outlet is not part of a server render (the first screen has no toasts).
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AfterHydration>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </AfterHydration>
    </QueryClientProvider>
  );
}
