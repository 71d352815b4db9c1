import { useQuery } from '@tanstack/react-query';
import { FileText, ImageIcon } from 'lucide-react';
import { APPEAL_SUBJECT_LABELS } from '@contract/appeal-paths';
import type { AppealDetail } from '@contract/appeals';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SkeletonLines } from '@/components/ui/skeleton';
import { appealDetailQueryOptions, saveAppealAttachment } from '@/features/appeals/appeals.queries';
import { AppealStatusBadge } from '@/features/appeals/appeal-status-badge';
import { useT } from '@/i18n';

/**
 * The appeal `id` in a dialog (opened by /shensuRecord?id=, so a message's link lands here): the subject, the text,
 * the attachments (downloaded with the token) and the exchange's answer. Unknown or another user's id: 申诉记录不存在.
 */
export function AppealDetailDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const t = useT('appeals');
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      {id ? (
        <DialogContent title={t('申诉详情')} className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <AppealDetailBody id={id} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AppealDetailBody({ id }: { id: string }) {
  const t = useT('appeals');
  const { data, isPending, isError, error } = useQuery(appealDetailQueryOptions(id));
  if (isPending) return <SkeletonLines rows={6} />;
  if (isError) return <p role="alert" className="m-0 py-6 text-center text-sm text-price">{error.message || t('申诉记录不存在')}</p>;
  return <AppealDetailView appeal={data} />;
}

const row = 'grid grid-cols-[5.5rem_1fr] gap-2 text-sm';

function AppealDetailView({ appeal }: { appeal: AppealDetail }) {
  const t = useT('appeals');
  return (
    <div className="flex flex-col gap-4">
      <dl className="m-0 flex flex-col gap-2">
        <div className={row}><dt className="text-muted">{t('申诉类型')}</dt><dd className="m-0">{t(APPEAL_SUBJECT_LABELS[appeal.subjectType] ?? appeal.subjectTypeLabel)}</dd></div>
        <div className={row}><dt className="text-muted">{t('申诉事项')}</dt><dd translate="no" className="m-0 break-words">{appeal.subjectTitle}</dd></div>
        <div className={row}><dt className="text-muted">{t('状态')}</dt><dd className="m-0"><AppealStatusBadge status={appeal.status} /></dd></div>
        <div className={row}><dt className="text-muted">{t('提交时间')}</dt><dd className="num m-0">{appeal.createTime}</dd></div>
        {appeal.closeTime ? <div className={row}><dt className="text-muted">{t('办结时间')}</dt><dd className="num m-0">{appeal.closeTime}</dd></div> : null}
      </dl>
      <section aria-label={t('申诉理由')} className="flex flex-col gap-1">
        <h2 className="m-0 text-sm font-semibold text-ink">{t('申诉理由')}</h2>
        <p translate="no" className="m-0 whitespace-pre-wrap break-words rounded-control bg-canvas p-3 text-sm text-ink">{appeal.content}</p>
      </section>
      {appeal.attachments.length ? (
        <section aria-label={t('申诉材料')} className="flex flex-col gap-1">
          <h2 className="m-0 text-sm font-semibold text-ink">{t('申诉材料')}</h2>
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {appeal.attachments.map((f) => (
              <li key={f.fileId}>
                <button
                  type="button"
                  onClick={() => void saveAppealAttachment(f).catch(() => undefined)}
                  className="inline-flex items-center gap-1.5 text-left text-sm text-brand-700 hover:underline"
                >
                  {f.contentType === 'application/pdf' ? <FileText aria-hidden className="size-4" /> : <ImageIcon aria-hidden className="size-4" />}
                  <span translate="no">{f.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t('交易所答复')} className="flex flex-col gap-1">
        <h2 className="m-0 text-sm font-semibold text-ink">
          {t('交易所答复')}{appeal.answerTime ? <span className="num ml-2 text-xs font-normal text-muted">{appeal.answerTime}</span> : null}
        </h2>
        {appeal.answer ? (
          <p translate="no" className="m-0 whitespace-pre-wrap break-words rounded-control border border-brand-100 bg-brand-50 p-3 text-sm text-ink">{appeal.answer}</p>
        ) : (
          <p className="m-0 text-sm text-muted">{t('申诉处理中，交易所答复后将通过站内消息通知您。')}</p>
        )}
      </section>
    </div>
  );
}
