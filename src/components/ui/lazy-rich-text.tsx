import { lazy, Suspense, type ComponentProps } from 'react';
import { SkeletonLines } from '@/components/ui/skeleton';

type RichTextModule = typeof import('@/components/ui/rich-text');
let chunk: Promise<RichTextModule> | undefined;

/**
 * Starts loading {@link LazyRichText}'s code (the sanitiser, DOMPurify) ahead of its first render, e.g. when a panel
 * that will show rich text starts fetching it. Returns the one shared load; a failed load rejects.
 */
export const preloadRichText = (): Promise<RichTextModule> => (chunk ??= import('@/components/ui/rich-text'));

const RichTextChunk = lazy(() => preloadRichText().then((m) => ({ default: m.RichText })));

/**
 * {@link RichText} whose code loads on first use (initial JS budget, bench/README.md "Web: initial JS"): the detail
 * page's first screen does not carry DOMPurify; HTML content shows skeleton lines for the moment the chunk takes.
 * A chunk that fails to load throws into the route's error page, which retries the page once (src/lib/chunk-retry.ts).
 */
export function LazyRichText(props: ComponentProps<RichTextModule['RichText']>) {
  return (
    <Suspense fallback={<SkeletonLines rows={4} className="py-2" />}>
      <RichTextChunk {...props} />
    </Suspense>
  );
}
