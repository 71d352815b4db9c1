import { Download } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { ApiError } from '@/lib/api/client';
import { Breadcrumbs, type Crumb } from '@/features/content/breadcrumbs';
import type { DetailExtras } from '@/features/content/content.queries';
import { LoadError } from '@/features/content/load-error';
import { msg, useT } from '@/i18n';

/** What a detail page shows, whatever its source (news or notice). */
export interface Article extends DetailExtras {
  title: string;
  date: string;
  content?: string;
}

/** What a detail page shows: its crumb while loading or missing, and its not-found message. */
const WHAT = {
  news: { label: msg('文章'), notFound: msg('文章不存在或已删除') },
  notice: { label: msg('公告'), notFound: msg('公告不存在或已删除') },
} as const;

const sizeText = (bytes?: number) =>
  bytes === undefined ? '' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Detail page body (§2 detail routes): breadcrumbs, title, source, date, view count, sanitised rich
 * text, attachments and prev / next when the answer has them. An unknown or missing id shows
 * 文章/公告不存在 in place (no redirect); other failures offer a retry. `crumbs` are shown as given (translated or data);
 * the article's title, source, text and attachment names are data.
 */
export function ArticleView({
  what,
  crumbs,
  article,
  isPending,
  error,
  refetch,
  hrefOf,
}: {
  what: keyof typeof WHAT;
  crumbs: Crumb[];
  article: Article | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  hrefOf: (id: string) => string;
}) {
  const t = useT('content');
  const notFound = !isPending && !article && (!error || (error instanceof ApiError && (error.code === 404 || error.code === 400)));
  return (
    <div className="page-width space-y-4 py-5">
      <Breadcrumbs items={[...crumbs, { label: article ? t('正文') : t(WHAT[what].label) }]} />
      <Card className="p-4 sm:p-8">
        {isPending ? (
          <SkeletonLines rows={12} />
        ) : notFound ? (
          <EmptyState
            message={t(WHAT[what].notFound)}
            className="py-16"
            action={crumbs[0]?.href ? <HrefLink href={crumbs[0].href} className="text-brand-700">{t('返回{section}', { section: crumbs[0].label })}</HrefLink> : null}
          />
        ) : !article ? (
          <LoadError onRetry={refetch} />
        ) : (
          <article>
            <h1 translate="no" className="m-0 text-center text-xl leading-8 font-semibold sm:text-2xl">{article.title}</h1>
            <p className="m-0 mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 border-b border-line pb-4 text-sm text-muted">
              {article.source ? <span>{t('来源：')}<span translate="no">{article.source}</span></span> : null}
              <span>
                {t('发布时间：')}<span className="num">{formatDate(article.date)}</span>
              </span>
              {article.viewCount !== undefined ? (
                <span>
                  {t('浏览：')}<span className="num">{article.viewCount}</span>
                </span>
              ) : null}
            </p>
            <div translate="no">
              <RichText html={article.content} emptyText={t('暂无内容')} className="mt-4" />
            </div>
            {article.attachments?.length ? (
              <section aria-label={t('附件')} className="mt-6 rounded-card bg-canvas p-4">
                <h2 className="m-0 mb-2 text-sm font-semibold">{t('附件')}</h2>
                <ul className="m-0 list-none space-y-1.5 p-0 text-sm">
                  {article.attachments.map((a) => (
                    <li key={a.url} className="flex items-center gap-2">
                      <Download aria-hidden className="size-4 shrink-0 text-brand-600" />
                      <a href={a.url} download={a.name} translate="no" className="min-w-0 truncate text-brand-700 hover:underline">
                        {a.name}
                      </a>
                      <span className="num shrink-0 text-xs text-muted">{sizeText(a.size)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {article.prev || article.next ? (
              <nav aria-label={t('上下篇')} className="mt-6 space-y-1.5 border-t border-line pt-4 text-sm">
                {(['prev', 'next'] as const).map((k) => {
                  const n = article[k];
                  return (
                    <p key={k} className="m-0 truncate">
                      {k === 'prev' ? t('上一篇：') : t('下一篇：')}
                      {n ? (
                        <HrefLink href={hrefOf(n.id)} translate="no" className="text-brand-700 hover:underline">
                          {n.title}
                        </HrefLink>
                      ) : (
                        <span className="text-muted">{t('没有了')}</span>
                      )}
                    </p>
                  );
                })}
              </nav>
            ) : null}
          </article>
        )}
      </Card>
    </div>
  );
}
