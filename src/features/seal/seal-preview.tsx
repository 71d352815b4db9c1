import type { SealRecord } from '@contract/seal';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useSealImage } from '@/features/seal/seal.queries';

const TONE = { binding: 'warn', active: 'brand', face_failed: 'price' } as const;

/** The generated seal (the server's SVG of the organisation's name) with its status and details; a placeholder before applying. */
export function SealPreview({ seal }: { seal: SealRecord | null }) {
  const src = useSealImage(seal?.imageUrl);
  return (
    <figure className="m-0 flex flex-col self-start items-center gap-3 rounded-control border border-line bg-white p-4">
      {seal ? (
        src ? <img src={src} alt={`${seal.orgName}电子印章`} width={160} height={160} className="size-40" /> : <Skeleton className="size-40 rounded-full" />
      ) : (
        <div className="grid size-40 place-items-center rounded-full border-2 border-dashed border-line p-4 text-center text-xs text-muted">提交申请后生成印章预览</div>
      )}
      <figcaption className="flex flex-col items-center gap-1 text-sm">
        {seal ? (
          <>
            <span className="flex items-center gap-2 text-ink">印章状态 <Badge tone={TONE[seal.status]}>{seal.statusLabel}</Badge></span>
            <span className="text-xs text-muted">申请人 {seal.applicantName}（{seal.applicantPhoneMasked}）</span>
            <span className="text-xs text-muted">{seal.boundTime ? `启用时间 ${seal.boundTime}` : `申请时间 ${seal.applyTime}`}</span>
          </>
        ) : <span className="text-muted">合同专用章</span>}
      </figcaption>
    </figure>
  );
}
