import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import {
  evolutionQueryOptions,
  periodicalQueryOptions,
  periodicalsQueryOptions,
  recruitQueryOptions,
  recruitsQueryOptions,
} from '@/features/content/content.queries';
import { LoadError } from '@/features/content/load-error';
import { useT } from '@/i18n';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card aria-label={title} className="p-4 sm:p-5">
      <h2 className="m-0 mb-3 border-l-4 border-brand-600 pl-2 text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** 发展历程: the exchange's history as a vertical timeline, oldest first (GET blade-desk/evolution/list). */
function Timeline() {
  const t = useT('content');
  const { data, isPending, isError, refetch } = useQuery(evolutionQueryOptions());
  if (isPending) return <SkeletonLines rows={4} />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!data.length) return <EmptyState message={t('暂无发展历程')} />;
  return (
    <ol className="m-0 list-none space-y-4 border-l-2 border-brand-200 p-0 pl-5">
      {data.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-600" />
          <p className="num m-0 text-sm font-semibold text-brand-700">{e.year}</p>
          <p translate="no" className="m-0 font-medium">{e.title}</p>
          <p translate="no" className="m-0 mt-0.5 text-sm text-ink-soft">{e.content}</p>
        </li>
      ))}
    </ol>
  );
}

/** Content of one periodical or job, loaded when its row is opened. */
function Expand({ kind, id }: { kind: 'periodical' | 'recruit'; id: string }) {
  const t = useT('content');
  const periodical = useQuery({ ...periodicalQueryOptions(id), enabled: kind === 'periodical' });
  const recruit = useQuery({ ...recruitQueryOptions(id), enabled: kind === 'recruit' });
  const q = kind === 'periodical' ? periodical : recruit;
  if (q.isPending) return <SkeletonLines rows={3} className="py-2" />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  return (
    <div translate="no">
      <RichText html={q.data?.content} emptyText={t('暂无内容')} className="py-2" />
    </div>
  );
}

function Rows({ kind }: { kind: 'periodical' | 'recruit' }) {
  const t = useT('content');
  const [open, setOpen] = useState<string>();
  const periodicals = useQuery({ ...periodicalsQueryOptions(1), enabled: kind === 'periodical' });
  const recruits = useQuery({ ...recruitsQueryOptions(1), enabled: kind === 'recruit' });
  const q = kind === 'periodical' ? periodicals : recruits;
  if (q.isPending) return <SkeletonLines rows={4} />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  const rows =
    kind === 'periodical'
      ? (periodicals.data?.records ?? []).map((p) => ({ id: p.id, title: `${p.title}（${p.issueNo}）`, where: '', headcount: 0, date: p.publishDate, file: p.fileUrl }))
      : (recruits.data?.records ?? []).map((r) => ({
          id: r.id, title: r.jobName, where: `${r.department} · ${r.workPlace}`, headcount: r.headcount, date: r.publishDate, file: '',
        }));
  if (!rows.length) return <EmptyState message={kind === 'periodical' ? t('暂无期刊') : t('暂无招聘信息')} />;
  return (
    <ul className="m-0 list-none divide-y divide-dashed divide-line p-0">
      {rows.map((r) => (
        <li key={r.id} className="py-2.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              aria-expanded={open === r.id}
              onClick={() => setOpen(open === r.id ? undefined : r.id)}
              translate="no"
              className="min-w-0 flex-1 text-left text-[15px] hover:text-brand-700"
            >
              {r.title}
            </button>
            {r.where ? (
              <span className="text-xs text-muted">
                <span translate="no">{r.where}</span> · {t('{n} 人', { n: r.headcount })}
              </span>
            ) : null}
            {r.file ? (
              <a href={r.file} target="_blank" rel="noopener noreferrer" className="text-xs text-brand-700 hover:underline">
                {t('下载')}
              </a>
            ) : null}
            <span className="num text-xs text-muted">{formatDate(r.date)}</span>
          </div>
          {open === r.id ? <Expand kind={kind} id={r.id} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The about-us extras below the GYWM plate (§2 /gywm): 发展历程, 期刊 and 招聘. */
export function AboutExtras() {
  const t = useT('content');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:row-span-2">
        <Block title={t('发展历程')}>
          <Timeline />
        </Block>
      </div>
      <Block title={t('期刊')}>
        <Rows kind="periodical" />
      </Block>
      <Block title={t('招聘')}>
        <Rows kind="recruit" />
      </Block>
    </div>
  );
}
