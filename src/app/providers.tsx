import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '@/app/router';

// The outlet (and sonner) is not part of the first screen: it loads right after it (src/lib/toast.ts).
const AppToaster = lazy(() => import('@/app/toaster').then((m) => ({ default: m.AppToaster })));

/**
 * App-wide providers: the query cache, the router and the toast outlet the error policy reports
 * §8 errors to (src/app/toaster.tsx).
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
