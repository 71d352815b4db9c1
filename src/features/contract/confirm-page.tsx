import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { ContractDetail } from '@contract/trade-contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { useT } from '@/i18n';
import { DataText, slotValue } from '@/components/data-text';
import { useConfirmContract } from '@/features/contract/contract.queries';
import { ContractFrame } from '@/features/contract/contract-frame';
import { confirmedCurrent } from '@/features/contract/parties';
import { contractHref } from '@/features/contract/contract-links';
import { ContractClauses, ContractFacts } from '@/features/contract/contract-text';

/** 合同已定稿，可以签署 with the way to the signing page. */
function Finalised({ id }: { id: string }) {
  const t = useT('contract');
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-3 text-sm text-brand-800">
      <CheckCircle2 aria-hidden className="size-5" />
      <span className="font-medium">{t('合同已定稿，可以签署')}</span>
      <HrefLink href={contractHref('sign', id)} className={buttonVariants({ size: 'sm' })}>{t('去签署')}</HrefLink>
    </div>
  );
}

function PartyStates({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const mine = detail.parties.find((p) => p.role === detail.myRole);
  const other = detail.parties.find((p) => p.role !== detail.myRole);
  const state = (p: typeof mine) => (p && confirmedCurrent(p, detail.version) ? t('已确认第 {version} 版', { version: detail.version }) : t('尚未确认'));
  const side = (text: string, p: typeof mine) => <DataText text={text} data={p?.name} />;
  return (
    <dl aria-label={t('确认情况')} className="m-0 grid gap-1 rounded-card border border-line p-3 text-sm sm:grid-cols-2">
      <div className="flex gap-2"><dt className="text-muted">{side(t('我方（{name}）', { name: slotValue() }), mine)}</dt><dd className="m-0">{state(mine)}</dd></div>
      <div className="flex gap-2"><dt className="text-muted">{side(t('对方（{name}）', { name: slotValue() }), other)}</dt><dd className="m-0">{state(other)}</dd></div>
    </dl>
  );
}

function ConfirmForm({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const confirm = useConfirmContract();
  const mine = detail.parties.find((p) => p.role === detail.myRole);

  if (detail.state !== 'confirming') return detail.state === 'void' ? null : <Finalised id={detail.id} />;
  if (mine && confirmedCurrent(mine, detail.version)) {
    return (
      <p role="status" className="m-0 rounded-card bg-canvas p-3 text-sm text-ink-soft">
        {t('我方已确认第 {version} 版，等待对方确认。对方确认后合同定稿，即可签署。', { version: detail.version })}
      </p>
    );
  }
  if (!detail.actions.confirm) return <p role="alert" className="m-0 text-sm text-warn">{detail.actions.reasons.confirm || t('当前不能确认合同')}</p>;
  return (
    <form
      aria-label={t('确认合同')}
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!agreed) return setError(t('请先阅读合同条款并勾选同意'));
        confirm.mutate({ id: detail.id, version: detail.version });
      }}
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          className="size-4 accent-brand-600"
        />
        {t('我已阅读并同意以上合同条款')}
      </label>
      {error ? <p role="alert" className="m-0 text-xs text-price">{error}</p> : null}
      <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>{confirm.isPending ? t('提交中…') : t('确认')}</Button>
      <p className="m-0 text-xs text-muted">{t('确认的是第 {version} 版；任何一方再修改合同，双方都需重新确认。', { version: detail.version })}</p>
    </form>
  );
}

/**
 * /usercenter/contract/confirm?id= (§2): the candidate text (the latest version) read-only, both parties' confirmation
 * of it, and 我已阅读并同意以上合同条款 + 确认. Once both have confirmed the same version the text is frozen:
 * 合同已定稿，可以签署 with the link to /usercenter/contract/sign.
 */
export function ConfirmPage({ id }: { id: string | undefined }) {
  const t = useT('contract');
  return (
    <ContractFrame id={id} title={t('确认合同')}>
      {(detail) => (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-baseline gap-2">
            <h2 translate="no" className="m-0 text-lg font-semibold">{detail.title}</h2>
            <span className="text-sm text-muted">{t('第 {version} 版（最新版本）', { version: detail.version })}</span>
          </div>
          <PartyStates detail={detail} />
          <ContractFacts facts={detail.facts} />
          <ContractClauses clauses={detail.clauses} />
          <ConfirmForm detail={detail} />
        </div>
      )}
    </ContractFrame>
  );
}
