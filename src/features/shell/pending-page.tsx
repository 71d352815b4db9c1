import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';

/** Default pending component of the router: a page-shaped skeleton inside the content width. */
export function PendingPage() {
  return (
    <div className="page-width py-6">
      <Skeleton className="mb-4 h-8 w-48" />
      <div className="rounded-card bg-white p-5 shadow-card">
        <SkeletonLines rows={8} />
      </div>
    </div>
  );
}
