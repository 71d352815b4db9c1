import { SEAL_STATUS_LABELS, type SealStatus } from '@contract/seal-paths';
import type { ContractDetail } from '@contract/trade-contract';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { confirmedCurrent } from '@/features/contract/parties';

const time = (v: string) => formatDate(v, 'YYYY-MM-DD HH:mm');
const sealLabel = (s: string | null) => (s ? (SEAL_STATUS_LABELS[s as SealStatus] ?? s) : '未申请');

/**
 * The two parties with what each has done: 已确认 (which version) or 待确认, 已签署 or 待签署, and for an organisation
 * its e-seal state (已启用, 待人脸核验, 核验未通过, 未申请). The caller's own party is marked 我方.
 */
export function ContractParties({ detail }: { detail: ContractDetail }) {
  return (
    <ul aria-label="合同双方" className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
      {detail.parties.map((p) => (
        <li key={p.role} aria-label={p.roleLabel} className="rounded-card border border-line p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted">{p.roleLabel}</span>
            {p.role === detail.myRole ? <Badge tone="outline">我方</Badge> : null}
          </div>
          <p className="m-0 mt-1 font-medium text-ink">{p.name}</p>
          <dl className="m-0 mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">确认</dt>
            <dd className="m-0">
              {p.confirmedVersion === null ? (
                <span className="text-warn">待确认</span>
              ) : confirmedCurrent(p, detail.version) ? (
                <span className="text-brand-700">已确认第 {p.confirmedVersion} 版 <span className="num text-xs text-muted">{time(p.confirmedTime)}</span></span>
              ) : (
                <span className="text-warn">待确认（曾确认第 {p.confirmedVersion} 版）</span>
              )}
            </dd>
            <dt className="text-muted">签署</dt>
            <dd className="m-0">
              {p.signedTime ? <span className="text-brand-700">已签署 <span className="num text-xs text-muted">{time(p.signedTime)}</span></span> : <span className="text-ink-soft">待签署</span>}
            </dd>
            {p.kind === 'org' ? (
              <>
                <dt className="text-muted">电子签章</dt>
                <dd className="m-0">{sealLabel(p.sealStatus)}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
