import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_ROLE_LABELS } from '@contract/trade-contract-paths';
import type { ContractVersionItem } from '@contract/trade-contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { t, useT } from '@/i18n';
import { contractVersionQueryOptions, contractVersionsQueryOptions } from '@/features/contract/contract.queries';
import { diffClauses, type ClauseDiff } from '@/features/contract/clause-diff';

/** Who made a version, in the active language: a party's role, or 系统 (the exchange's first draft). */
const editorText = (v: ContractVersionItem) => (v.editorRole ? t(CONTRACT_ROLE_LABELS[v.editorRole]) : t('系统'));

/** A version as an option of the compare selects: number, who made it, when. */
const versionLabel = (v: ContractVersionItem) =>
  t('第 {version} 版 · {editor} · {time}', { version: v.version, editor: editorText(v), time: formatDate(v.time, 'MM-DD HH:mm') });

/** The kept versions, newest first: who made each, when, the note (data), and which parties confirmed it. */
function VersionList({ versions }: { versions: ContractVersionItem[] }) {
  const t = useT('contract');
  return (
    <ol aria-label={t('版本记录')} className="m-0 grid list-none gap-2 p-0">
      {versions.map((v) => (
        <li key={v.version} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-line px-3 py-2 text-sm">
          <span className="font-medium">{t('第 {version} 版', { version: v.version })}</span>
          <span className="text-ink-soft">{editorText(v)}</span>
          <span className="num text-xs text-muted">{formatDate(v.time, 'YYYY-MM-DD HH:mm')}</span>
          {v.confirmedBy.map((r) => <Badge key={r} tone="brand">{t('{role}已确认', { role: t(CONTRACT_ROLE_LABELS[r]) })}</Badge>)}
          {v.note ? <span className="basis-full text-xs text-ink-soft">{t('修改说明：')}<span translate="no">{v.note}</span></span> : null}
        </li>
      ))}
    </ol>
  );
}

/** One clause's changes: insertions underlined green, deletions struck through red, the rest as it was. */
function ClauseChanges({ diff }: { diff: ClauseDiff }) {
  const t = useT('contract');
  return (
    <li aria-label={diff.title} className="rounded-card border border-line p-3">
      <h4 className="m-0 flex items-center gap-2 text-sm font-semibold">
        <span translate="no">{diff.title}</span>
        {diff.changed ? <Badge tone="warn">{t('有修改')}</Badge> : <Badge tone="muted">{t('未修改')}</Badge>}
      </h4>
      {diff.changed ? (
        <p translate="no" className="m-0 mt-2 text-sm leading-7 whitespace-pre-wrap">
          {diff.changes.map((c, i) =>
            c.added ? (
              <ins key={i} className="bg-brand-50 text-brand-800 underline decoration-brand-500" title={t('新增')}>{c.value}</ins>
            ) : c.removed ? (
              <del key={i} className="bg-price-soft text-price" title={t('已删除')}>{c.value}</del>
            ) : (
              <span key={i}>{c.value}</span>
            ),
          )}
        </p>
      ) : null}
    </li>
  );
}

/**
 * 版本记录 and 版本对比 (§2 /usercenter/contract/edit): the kept versions, and two of them (the previous and the latest
 * unless `from` / `to` say otherwise) compared clause by clause on their plain text (clause-diff.ts). Each version's text
 * is fetched with `version` once and kept.
 */
export function VersionCompare({ id, from, to }: { id: string; from?: number; to?: number }) {
  const t = useT('contract');
  const versions = useQuery(contractVersionsQueryOptions(id));
  const list = versions.data ?? [];
  const [pick, setPick] = useState<{ older?: number; newer?: number }>({ older: from, newer: to });
  const newer = pick.newer ?? list[0]?.version;
  const older = pick.older ?? list.find((v) => newer !== undefined && v.version < newer)?.version ?? list[1]?.version;
  const comparing = list.length > 1 && older !== undefined && newer !== undefined;
  const olderText = useQuery({ ...contractVersionQueryOptions(id, older ?? 0), enabled: comparing });
  const newerText = useQuery({ ...contractVersionQueryOptions(id, newer ?? 0), enabled: comparing });
  const texts = [olderText, newerText];
  const a = olderText.data;
  const b = newerText.data;
  const diffs = useMemo(() => (a && b ? diffClauses(a.clauses, b.clauses) : null), [a, b]);

  if (versions.isPending) return <SkeletonLines rows={3} />;
  if (versions.isError) {
    return (
      <p role="alert" className="m-0 text-sm text-price">
        {t('版本记录加载失败')} <Button size="sm" variant="secondary" onClick={() => void versions.refetch()}>{t('重新加载')}</Button>
      </p>
    );
  }
  const options = list.map((v) => ({ value: String(v.version), label: versionLabel(v) }));
  return (
    <div className="grid gap-4">
      <VersionList versions={list} />
      {list.length < 2 ? (
        <p className="m-0 text-sm text-muted">{t('目前只有一个版本，修改后可在此对比各版本的差异。')}</p>
      ) : (
        <section aria-label={t('版本对比')} className="grid gap-3">
          <div className="grid gap-2 sm:grid-cols-2">
            <label className="grid gap-1 text-sm">
              <span className="text-muted">{t('对比版本（旧）')}</span>
              <Select aria-label={t('旧版本')} options={options} value={String(older ?? '')} onChange={(e) => setPick({ older: Number(e.target.value), newer })} />
            </label>
            <label className="grid gap-1 text-sm">
              <span className="text-muted">{t('对比版本（新）')}</span>
              <Select aria-label={t('新版本')} options={options} value={String(newer ?? '')} onChange={(e) => setPick({ older, newer: Number(e.target.value) })} />
            </label>
          </div>
          {texts.some((q) => q.isError) ? (
            <p role="alert" className="m-0 text-sm text-price">{t('版本内容加载失败，请稍后重试')}</p>
          ) : !diffs ? (
            <SkeletonLines rows={4} />
          ) : older === newer ? (
            <p className="m-0 text-sm text-muted">{t('请选择两个不同的版本进行对比。')}</p>
          ) : (
            <>
              <p className="m-0 text-xs text-muted">
                <ins className="bg-brand-50 text-brand-800">{t('新增内容')}</ins>{t('与')}<del className="bg-price-soft text-price">{t('删除内容')}</del>
                {t('以第 {version} 版为基准标出（仅比较文字）。', { version: older })}
              </p>
              <ol aria-label={t('条款差异')} className="m-0 grid list-none gap-2 p-0">
                {diffs.map((d) => <ClauseChanges key={d.key} diff={d} />)}
              </ol>
            </>
          )}
        </section>
      )}
    </div>
  );
}
