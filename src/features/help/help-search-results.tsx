import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { helpSearchQueryOptions } from '@/features/help/help.queries';
import { useT } from '@/i18n';

/** `text` with every occurrence of `keyword` (case-insensitive) wrapped in <mark>, as React nodes (no HTML). */
export function highlight(text: string, keyword: string) {
  if (!keyword) return text;
  const lower = text.toLowerCase();
  const needle = keyword.toLowerCase();
  const parts: Array<string | { mark: string }> = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push({ mark: text.slice(at, at + needle.length) });
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts.map((p, i) => (typeof p === 'string' ? p : <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">{p.mark}</mark>));
}

/** The search results of /helpCenter for `keyword`: loading, error with retry, empty, or the hits with snippets. */
export function HelpSearchResults({ keyword }: { keyword: string }) {
  const t = useT('help');
  const { data, isPending, isError, refetch } = useQuery(helpSearchQueryOptions(keyword));
  if (isPending) return <SkeletonLines rows={6} className="p-4" />;
  if (isError) {
    return (
      <EmptyState
        message={t('搜索失败，请稍后重试')}
        action={<Button size="sm" variant="outline" onClick={() => void refetch()}>{t('重新搜索')}</Button>}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        message={t('未找到与“{keyword}”相关的帮助文章', { keyword })}
        action={<Link to="/helpCenter" className="text-sm text-brand-700 hover:underline">{t('查看全部分类')}</Link>}
      />
    );
  }
  return (
    <div>
      <p className="m-0 border-b border-line px-4 py-3 text-sm text-muted">
        {t('找到 {n} 篇与“{keyword}”相关的文章', { n: data.length, keyword })}
      </p>
      <ul aria-label={t('搜索结果')} className="m-0 list-none divide-y divide-line p-0">
        {data.map((hit) => (
          <li key={hit.id} className="px-4 py-3">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Link to="/helpCenterDetail" search={{ newsId: hit.id }} className="font-medium text-ink hover:text-brand-700" translate="no">
                {highlight(hit.title, keyword)}
              </Link>
              <Badge tone="outline"><span translate="no">{hit.categoryName}</span></Badge>
            </div>
            <p translate="no" className="m-0 mt-1 text-sm leading-6 break-words text-muted">{highlight(hit.snippet, keyword)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
