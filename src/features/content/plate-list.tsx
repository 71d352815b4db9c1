import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import type { NewsPlate } from '@contract/content';
import type { Page } from '@contract/envelope';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { assetEntry, EntryLink, newsEntryFor, noticeEntry, type NewsEntry } from '@/components/news/news-entries';
import { listedAssetsQueryOptions } from '@/lib/news.queries';
import {
  newsPageQueryOptions,
  noticePageQueryOptions,
  type Highlighted,
  type ListParams,
} from '@/features/content/content.queries';
import { HighlightTitle } from '@/features/content/highlight-title';
import { LoadError } from '@/features/content/load-error';
import { useT } from '@/i18n';

/** A row of the list: the entry plus the server's highlighted title when the keyword search sent one. */
type Row = NewsEntry & { highlight?: string };

interface Rows {
  rows: Row[];
  total: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

const rowsOf = <T,>(page: Page<Highlighted<T>> | undefined, toEntry: (r: T) => NewsEntry): Row[] =>
  (page?.records ?? []).map((r) => ({ ...toEntry(r), highlight: r.titleHighlight }));

/** The rows of the active plate by its source type (§2 News page: 1 news, 2 notices, 3 newly listed assets). */
function usePlateRows(plate: NewsPlate, params: ListParams): Rows {
  const news = useQuery({ ...newsPageQueryOptions(plate.id, params), enabled: plate.sourceType === 1 });
  const notices = useQuery({ ...noticePageQueryOptions(plate.plateCode, params), enabled: plate.sourceType === 2 });
  const assets = useQuery({ ...listedAssetsQueryOptions(plate.id, { limit: DEFAULT_PAGE_SIZE, errorMode: 'caller' }), enabled: plate.sourceType === 3 });
  const q = plate.sourceType === 1 ? news : plate.sourceType === 2 ? notices : assets;
  const refetch = () => void q.refetch();
  const state = { isPending: q.isPending && plate.sourceType >= 1 && plate.sourceType <= 3, isError: q.isError, refetch };
  if (plate.sourceType === 1) return { ...state, rows: rowsOf(news.data, newsEntryFor(plate.plateCode)), total: news.data?.total ?? 0 };
  if (plate.sourceType === 2) return { ...state, rows: rowsOf(notices.data, noticeEntry), total: notices.data?.total ?? 0 };
  const listed = (assets.data ?? []).map(assetEntry);
  return { ...state, rows: listed, total: listed.length };
}

/**
 * The paged list of one plate: title (keyword highlighted), summary for news, date; outer-link
 * news open in a new tab. Loading, empty (with or without a keyword) and error states.
 */
export function PlateList({
  plate,
  params,
  onPage,
}: {
  plate: NewsPlate;
  params: ListParams;
  onPage: (page: number) => void;
}) {
  const t = useT('content');
  const { rows, total, isPending, isError, refetch } = usePlateRows(plate, params);
  if (isPending) return <SkeletonLines rows={10} className="py-2" />;
  if (isError) return <LoadError onRetry={refetch} />;
  if (!rows.length) {
    return <EmptyState message={params.keyword ? t('没有找到与“{keyword}”相关的内容', { keyword: params.keyword }) : t('暂无内容')} className="py-14" />;
  }
  return (
    <div>
      <ul aria-label={t('{plate}列表', { plate: plate.name })} className="m-0 list-none divide-y divide-dashed divide-line p-0">
        {rows.map((r) => (
          <li key={r.id} translate="no" className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4">
            <div className="min-w-0 flex-1">
              <EntryLink entry={r} className="block text-[15px] leading-6 hover:text-brand-700">
                <HighlightTitle title={r.title} keyword={params.keyword} highlight={r.highlight} />
              </EntryLink>
              {r.summary ? <p className="m-0 mt-1 line-clamp-2 text-[13px] leading-5 text-muted">{r.summary}</p> : null}
            </div>
            <span className="num shrink-0 text-xs text-muted sm:pt-1">{r.date}</span>
          </li>
        ))}
      </ul>
      {plate.sourceType !== 3 ? (
        <Pagination current={params.current} total={total} size={DEFAULT_PAGE_SIZE} onChange={onPage} className="pt-4" />
      ) : null}
    </div>
  );
}
