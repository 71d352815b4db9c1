import { APPEAL_SUBJECT_LABELS } from '@contract/appeal-paths';
import type { AppealItem } from '@contract/appeals';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AppealStatusBadge } from '@/features/appeals/appeal-status-badge';
import { useT } from '@/i18n';

/**
 * The appeals of one page: a dense table on wide screens (type, subject, filed, state, answered, 查看) and one card
 * per appeal on phones. `onOpen(id)` opens an appeal's detail.
 */
export function AppealList({ records, onOpen }: { records: AppealItem[]; onOpen: (id: string) => void }) {
  const t = useT('appeals');
  const typeOf = (a: AppealItem) => t(APPEAL_SUBJECT_LABELS[a.subjectType] ?? a.subjectTypeLabel);
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={t('申诉记录')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('申诉类型')}</TableHead>
              <TableHead>{t('申诉事项')}</TableHead>
              <TableHead>{t('提交时间')}</TableHead>
              <TableHead>{t('状态')}</TableHead>
              <TableHead>{t('答复时间')}</TableHead>
              <TableHead className="text-right">{t('操作')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((a) => (
              <TableRow key={a.id}>
                <TableCell className="whitespace-nowrap">{typeOf(a)}</TableCell>
                <TableCell className="max-w-80">
                  <span translate="no" className="line-clamp-2" title={a.subjectTitle}>{a.subjectTitle}</span>
                </TableCell>
                <TableCell className="num whitespace-nowrap">{a.createTime}</TableCell>
                <TableCell><AppealStatusBadge status={a.status} /></TableCell>
                <TableCell className="num whitespace-nowrap">{a.answerTime || '—'}</TableCell>
                <TableCell className="text-right">
                  <Button size="sm" variant="outline" onClick={() => onOpen(a.id)} aria-label={t('查看申诉：{title}', { title: a.subjectTitle })}>
                    {t('查看')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 md:hidden" aria-label={t('申诉记录')}>
        {records.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              onClick={() => onOpen(a.id)}
              className="flex w-full flex-col gap-1.5 rounded-control border border-line bg-white p-3 text-left hover:border-brand-400"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-xs text-muted">{typeOf(a)}</span>
                <AppealStatusBadge status={a.status} />
              </span>
              <span translate="no" className="line-clamp-2 text-sm text-ink">{a.subjectTitle}</span>
              <span className="num text-xs text-muted">
                {t('提交 {time}', { time: a.createTime })}
                {a.answerTime ? <> · {t('答复 {time}', { time: a.answerTime })}</> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
