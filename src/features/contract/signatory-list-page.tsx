import { useRef, useState } from 'react';
import { CONTRACT_LIMITS, SIGNATORY_KIND_LABELS } from '@contract/trade-contract-paths';
import type { ContractDetail, Signatory } from '@contract/trade-contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { BlobLink } from '@/components/blob-link';
import { fetchOwnFile, useRemoveSignatory } from '@/features/contract/contract.queries';
import { ContractFrame } from '@/features/contract/contract-frame';
import { contractHref } from '@/features/contract/contract-links';
import { mySignatories, signsThemself } from '@/features/contract/parties';
import { RecordCard } from '@/components/record-card';
import { t, useT } from '@/i18n';
import { DataText, slotValue } from '@/components/data-text';

/** A signatory's kind in the active language. */
const kindText = (s: Signatory) => t(SIGNATORY_KIND_LABELS[s.kind] ?? s.kindLabel);

function Letter({ s }: { s: Signatory }) {
  const t = useT('contract');
  if (!s.authorisation) return <span className="text-muted">--</span>;
  const { fileId, name } = s.authorisation;
  return (
    <BlobLink open fetchBlob={() => fetchOwnFile(fileId)} fileName={name} label={t('查看{name}的授权委托书', { name: s.name })} className="text-brand-700 hover:underline">
      {t('查看')}
    </BlobLink>
  );
}

function Signatories({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const rows = mySignatories(detail);
  const [removing, setRemoving] = useState<Signatory | null>(null);
  // After a removal the row and its button are gone: focus returns to the section instead of the page's top.
  const section = useRef<HTMLDivElement>(null);
  const remove = useRemoveSignatory();
  const canManage = detail.actions.manageSignatories && !signsThemself(detail);
  const full = rows.length >= CONTRACT_LIMITS.signatoriesPerParty;

  const removeButton = (s: Signatory) => (s.signedTime || s.kind === 'self' ? null : (
    <Button size="sm" variant="secondary" aria-label={t('移除签署人{name}', { name: s.name })} disabled={remove.isPending} onClick={() => setRemoving(s)}>{t('移除')}</Button>
  ));

  return (
    <div ref={section} tabIndex={-1} aria-label={t('签署人')} role="region" className="grid gap-4 outline-none">
      {signsThemself(detail) ? (
        <p className="m-0 rounded-card bg-canvas p-3 text-sm text-ink-soft">{t('您以个人身份作为合同一方，由本人使用实名手机号接收验证码签署，无需添加签署人。')}</p>
      ) : (
        <p className="m-0 text-sm text-ink-soft">
          {t('组织作为合同一方，由法定代表人或委托代理人（须上传授权委托书）签署，每方最多 {max} 人；全部签署人签署后，我方签署完成。', { max: CONTRACT_LIMITS.signatoriesPerParty })}
        </p>
      )}
      {!detail.actions.manageSignatories && detail.actions.reasons.manageSignatories ? (
        <p className="m-0 text-sm text-warn">{detail.actions.reasons.manageSignatories}</p>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState className="py-10" message={t('尚未添加签署人')} />
      ) : (
        <>
          <div className="hidden md:block">
            <Table aria-label={t('签署人')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('类型')}</TableHead>
                  <TableHead>{t('姓名')}</TableHead>
                  <TableHead>{t('手机号')}</TableHead>
                  <TableHead>{t('签署状态')}</TableHead>
                  <TableHead>{t('授权委托书')}</TableHead>
                  {canManage ? <TableHead>{t('操作')}</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell className="whitespace-nowrap">{kindText(s)}</TableCell>
                    <TableCell translate="no">{s.name}</TableCell>
                    <TableCell className="num whitespace-nowrap">{s.phoneMasked}</TableCell>
                    <TableCell className="whitespace-nowrap"><SignState s={s} /></TableCell>
                    <TableCell><Letter s={s} /></TableCell>
                    {canManage ? <TableCell>{removeButton(s)}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul aria-label={t('签署人卡片')} className="m-0 grid list-none gap-3 p-0 md:hidden">
            {rows.map((s) => (
              <RecordCard
                key={s.id} title={<span translate="no">{s.name}</span>} badge={<SignState s={s} />}
                facts={[[t('类型'), kindText(s)], [t('手机号'), <span className="num">{s.phoneMasked}</span>], [t('授权委托书'), <Letter s={s} />]]}
                actions={canManage ? removeButton(s) : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {canManage ? (
        <div className="flex flex-wrap items-center gap-3">
          {full ? (
            <span className="text-sm text-muted">{t('每方最多 {max} 名签署人', { max: CONTRACT_LIMITS.signatoriesPerParty })}</span>
          ) : (
            <HrefLink href={contractHref('addSignatory', detail.id)} className={buttonVariants()}>{t('添加签署人')}</HrefLink>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('移除签署人')}
        description={<DataText text={t('确定移除签署人“{name}”吗？移除后其不能再签署本合同。', { name: slotValue() })} data={removing?.name} />}
        actionText={t('移除')}
        cancelText={t('取消')}
        onAction={() => removing && remove.mutate({ id: detail.id, signatoryId: removing.id }, { onSuccess: () => section.current?.focus() })}
      />
    </div>
  );
}

/**
 * /usercenter/contract/signatoryList?id= (§2): who signs for the caller's party — kind, name, masked phone, signed or
 * not, the authorisation letter — with 移除 (after a confirm) and 添加签署人 while the server allows changes
 * (`actions.manageSignatories`, an organisation party before its first signature). A person party is told that they
 * sign themselves.
 */
export function SignatoryListPage({ id }: { id: string | undefined }) {
  const t = useT('contract');
  return <ContractFrame id={id} title={t('签署人')}>{(detail) => <Signatories detail={detail} />}</ContractFrame>;
}

/** 已签署 with its time, or 未签署. */
function SignState({ s }: { s: Signatory }) {
  const t = useT('contract');
  return s.signedTime
    ? <span className="text-brand-700">{t('已签署')} <span className="num text-xs text-muted">{formatDate(s.signedTime, 'YYYY-MM-DD HH:mm')}</span></span>
    : <span className="text-warn">{t('未签署')}</span>;
}
