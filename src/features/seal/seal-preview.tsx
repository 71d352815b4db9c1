import type { SealRecord } from '@contract/seal';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { SEAL_STATUS_LABELS } from '@contract/seal-paths';
import { useSealImage } from '@/features/seal/seal.queries';
import { useT } from '@/i18n';
import { DataText, slotValue } from '@/components/data-text';

const TONE = { binding: 'warn', active: 'brand', face_failed: 'price' } as const;

/** The generated seal (the server's SVG of the organisation's name) with its status and details; a placeholder before applying. */
export function SealPreview({ seal }: { seal: SealRecord | null }) {
  const t = useT('seal');
  const src = useSealImage(seal?.imageUrl);
  return (
    <figure className="m-0 flex flex-col self-start items-center gap-3 rounded-control border border-line bg-white p-4">
      {seal ? (
        src ? <img src={src} alt={t('电子印章图样')} width={160} height={160} className="size-40" /> : <Skeleton className="size-40 rounded-full" />
      ) : (
        <div className="grid size-40 place-items-center rounded-full border-2 border-dashed border-line p-4 text-center text-xs text-muted">{t('提交申请后生成印章预览')}</div>
      )}
      <figcaption className="flex flex-col items-center gap-1 text-sm">
        {seal ? (
          <>
            <span className="flex items-center gap-2 text-ink">
              {t('印章状态')} <Badge tone={TONE[seal.status]}>{SEAL_STATUS_LABELS[seal.status] ? t(SEAL_STATUS_LABELS[seal.status]) : seal.statusLabel}</Badge>
            </span>
            <span className="text-xs text-muted">
              <DataText text={t('申请人 {name}（{phone}）', { name: slotValue(), phone: seal.applicantPhoneMasked })} data={seal.applicantName} />
            </span>
            <span className="text-xs text-muted">
              {seal.boundTime ? t('启用时间 {time}', { time: seal.boundTime }) : t('申请时间 {time}', { time: seal.applyTime })}
            </span>
          </>
        ) : <span className="text-muted">{t('合同专用章')}</span>}
      </figcaption>
    </figure>
  );
}
