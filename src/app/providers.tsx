import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import type { AppRouter } from '@/app/router';

/**
 * App-wide providers: the query cache, the router and the toast outlet the api client reports
 * §8 errors to (warning toasts at the top centre, where the legacy portal showed its messages).
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton={false} duration={3000} />
    </QueryClientProvider>
  );
}
