import { useDeferredValue } from 'react';

/**
 * The `data` and `isPending` of a query result (TanStack Query's `useQuery`), followed at a transition's priority. An
 * answer arrives as a synchronous render (the query cache is an external store): with this, that render shows the
 * previous state again (cheap: the skeleton), and the rows render right after in slices that yield to the browser
 * instead of in one long task on a slow phone (Lighthouse TBT). For sections below the first screen, whose answers
 * arrive while the page is still starting; `data` is the same object as the query's once the deferred render is done.
 */
export function useDeferredQuery<D>(result: { data: D | undefined; isPending: boolean }): { data: D | undefined; isPending: boolean } {
  const data = useDeferredValue(result.data);
  const isPending = useDeferredValue(result.isPending);
  return { data, isPending };
}
