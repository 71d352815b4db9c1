import { useQueries, useQuery } from '@tanstack/react-query';
import type { NewsPlate } from '@contract/content';
import { plateByCodeQueryOptions, plateByIdQueryOptions } from '@/features/content/content.queries';
import type { ContentSection } from '@/features/content/content-sections';

/**
 * The tabs of a section, looked up on the server by plate code (missing plates are skipped), plus
 * the plate of a `plateId` from the URL that is not one of them (e.g. a home 更多 link).
 */
export function useSectionPlates(section: ContentSection, plateId: string | undefined) {
  const byCode = useQueries({ queries: section.plateCodes.map((code) => plateByCodeQueryOptions(code)) });
  const own: NewsPlate[] = byCode.flatMap((q) => (q.data?.id ? [q.data] : []));
  const extraId = plateId && !byCode.some((q) => q.isPending) && !own.some((p) => p.id === plateId) ? plateId : undefined;
  const extra = useQuery({ ...plateByIdQueryOptions(extraId ?? ''), enabled: !!extraId });
  const plates = extra.data ? [...own, extra.data] : own;
  const isPending = byCode.some((q) => q.isPending) || (!!extraId && extra.isPending);
  const isError = !isPending && plates.length === 0 && byCode.some((q) => q.isError);
  const refetch = () => byCode.forEach((q) => void q.refetch());
  return { plates, isPending, isError, refetch };
}
