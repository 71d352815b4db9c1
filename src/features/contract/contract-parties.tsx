import { SEAL_STATUS_LABELS, type SealStatus } from '@contract/seal-paths';
import { CONTRACT_ROLE_LABELS } from '@contract/trade-contract-paths';
import type { ContractDetail } from '@contract/trade-contract';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { t, useT } from '@/i18n';
import { confirmedCurrent } from '@/features/contract/parties';

const time = (v: string) => formatDate(v, 'YYYY-MM-DD HH:mm');
/** An e-seal state in the active language; an unknown state shows as sent. */
const sealLabel = (s: string | null) => (s ? t(SEAL_STATUS_LABELS[s as SealStatus] ?? s) : t('未申请'));

/**
 * The two parties with what each has done: 已确认 (which version) or 待确认, 已签署 or 待签署, and for an organisation
 * its e-seal state (已启用, 待人脸核验, 核验未通过, 未申请). The caller's own party is marked 我方.
 */
export function ContractParties({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  return (
    <ul aria-label={t('合同双方')} className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
      {detail.parties.map((p) => (
        <li key={p.role} aria-label={t(CONTRACT_ROLE_LABELS[p.role])} className="rounded-card border border-line p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted">{t(CONTRACT_ROLE_LABELS[p.role])}</span>
            {p.role === detail.myRole ? <Badge tone="outline">{t('我方')}</Badge> : null}
          </div>
          <p translate="no" className="m-0 mt-1 font-medium text-ink">{p.name}</p>
          <dl className="m-0 mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('确认')}</dt>
            <dd className="m-0">
              {p.confirmedVersion === null ? (
                <span className="text-warn">{t('待确认')}</span>
              ) : confirmedCurrent(p, detail.version) ? (
                <span className="text-brand-700">
                  {t('已确认第 {version} 版', { version: p.confirmedVersion })} <span className="num text-xs text-muted">{time(p.confirmedTime)}</span>
                </span>
              ) : (
                <span className="text-warn">{t('待确认（曾确认第 {version} 版）', { version: p.confirmedVersion })}</span>
              )}
            </dd>
            <dt className="text-muted">{t('签署')}</dt>
            <dd className="m-0">
              {p.signedTime
                ? <span className="text-brand-700">{t('已签署')} <span className="num text-xs text-muted">{time(p.signedTime)}</span></span>
                : <span className="text-ink-soft">{t('待签署')}</span>}
            </dd>
            {p.kind === 'org' ? (
              <>
                <dt className="text-muted">{t('电子签章')}</dt>
                <dd className="m-0">{sealLabel(p.sealStatus)}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
