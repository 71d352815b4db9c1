import type { ReactNode } from 'react';
import type { ContractDetail } from '@contract/trade-contract';
import { formatDate } from '@/lib/format';
import { useT } from '@/i18n';
import { ContractActions } from '@/features/contract/contract-actions';
import { ContractFrame } from '@/features/contract/contract-frame';
import { ContractHistory } from '@/features/contract/contract-history';
import { ContractParties } from '@/features/contract/contract-parties';
import { ContractStateBadge } from '@/features/contract/contract-state-badge';
import { ContractClauses, ContractFacts } from '@/features/contract/contract-text';
import { VersionCompare } from '@/features/contract/version-compare';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="grid grid-cols-1 gap-3">
      <h2 className="m-0 border-l-4 border-brand-600 pl-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Header({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 translate="no" className="m-0 text-lg font-semibold text-ink">{detail.title}</h2>
        <ContractStateBadge state={detail.state} label={detail.stateLabel} />
      </div>
      <dl className="m-0 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
        <div className="flex gap-1"><dt className="text-muted">{t('合同编号')}</dt><dd className="num m-0">{detail.contractNo}</dd></div>
        <div className="flex gap-1"><dt className="text-muted">{t('成交确认书')}</dt><dd className="num m-0">{detail.confirmationNo || '--'}</dd></div>
        <div className="flex gap-1"><dt className="text-muted">{t('合同范本')}</dt><dd translate="no" className="m-0">{detail.templateName}</dd></div>
        <div className="flex gap-1"><dt className="text-muted">{t('当前版本')}</dt><dd className="m-0">{t('第 {version} 版', { version: detail.version })}</dd></div>
        <div className="flex gap-1"><dt className="text-muted">{t('更新时间')}</dt><dd className="num m-0">{formatDate(detail.updateTime, 'YYYY-MM-DD HH:mm')}</dd></div>
      </dl>
      {detail.state === 'void' && detail.voidReason ? (
        <p role="alert" className="m-0 rounded-control bg-price-soft px-3 py-2 text-sm text-price">
          {t('合同已作废：')}<span translate="no">{detail.voidReason}</span>
        </p>
      ) : null}
      {detail.document ? (
        <p className="m-0 text-xs break-all text-muted">
          {t('签署完成于 {time}，文件指纹（SHA-256）{sha256}', {
            time: formatDate(detail.document.signedTime, 'YYYY-MM-DD HH:mm:ss'), sha256: detail.document.sha256,
          })}
        </p>
      ) : null}
    </header>
  );
}

/**
 * /usercenter/contract/edit?id= — the contract workspace (§2): header (number, title, state, the parties with their
 * confirmation, signature and seal states), what the caller may do now (with the reason of each disabled action), the
 * facts, the clauses, the kept versions with a compare view, and the history. `from` / `to` preselect the compared
 * versions (the editor's "someone saved first" link).
 */
export function ContractWorkspacePage({ id, from, to }: { id: string | undefined; from?: number; to?: number }) {
  const t = useT('contract');
  return (
    <ContractFrame id={id} title={t('合同详情')} back={false}>
      {(detail) => (
        <div className="grid grid-cols-1 gap-6">
          <Header detail={detail} />
          <ContractParties detail={detail} />
          <ContractActions detail={detail} />
          <Section title={t('合同要素')}><ContractFacts facts={detail.facts} /></Section>
          <Section title={t('合同条款')}><ContractClauses clauses={detail.clauses} /></Section>
          <Section title={t('版本记录')} id="versions"><VersionCompare key={`${detail.version}-${from}-${to}`} id={detail.id} from={from} to={to} /></Section>
          <Section title={t('合同记录')}><ContractHistory history={detail.history} /></Section>
        </div>
      )}
    </ContractFrame>
  );
}
