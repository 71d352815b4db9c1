import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';

/** Renders the real app (router, query client, providers) at `url` under a memory history; returns the router. */
export function renderAt(url: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  render(<AppProviders queryClient={queryClient} router={router} />);
  return router;
}
