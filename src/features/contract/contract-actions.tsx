import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { ContractDetail } from '@contract/trade-contract';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { HrefLink } from '@/components/ui/href-link';
import { BlobLink } from '@/components/blob-link';
import { msg, useT } from '@/i18n';
import { fetchContractPdf } from '@/features/contract/contract.queries';
import { contractHref, type ContractPage } from '@/features/contract/contract-links';

type ActionKey = 'edit' | 'confirm' | 'manageSignatories' | 'sign' | 'download';

/** The workspace's actions in the order of the contract's life; 签署人 stays readable when managing is not allowed. */
const ACTIONS: { key: Exclude<ActionKey, 'download'>; label: string; page: ContractPage; alwaysOpen?: true }[] = [
  { key: 'edit', label: msg('在线编辑'), page: 'onlineEdit' },
  { key: 'confirm', label: msg('确认合同'), page: 'confirm' },
  { key: 'manageSignatories', label: msg('签署人'), page: 'signatoryList', alwaysOpen: true },
  { key: 'sign', label: msg('签署'), page: 'sign' },
];

function Action({ id, label, enabled, reason, children }: { id: string; label: string; enabled: boolean; reason: string; children: ReactNode }) {
  const reasonId = `action-${id}-reason`;
  return (
    <li className="flex min-w-0 flex-col gap-1">
      {enabled ? children : (
        <button type="button" disabled aria-describedby={reason ? reasonId : undefined} className={cn(buttonVariants({ variant: 'secondary' }))}>
          {label}
        </button>
      )}
      {!enabled && reason ? <span id={reasonId} className="text-xs text-muted">{reason}</span> : null}
    </li>
  );
}

/**
 * What the caller may do with the contract now (the server's `actions`): each action leads to its page, or is a disabled
 * button with the server's reason under it (`reasons`). 下载合同 PDF fetches the signed document with the bearer header.
 */
export function ContractActions({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  const { actions } = detail;
  const reason = (key: ActionKey) => actions.reasons[key] ?? '';
  return (
    <ul aria-label={t('合同操作')} className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-5">
      {ACTIONS.map((a) => (
        <Action key={a.key} id={a.key} label={t(a.label)} enabled={actions[a.key] || !!a.alwaysOpen} reason={reason(a.key)}>
          <HrefLink href={contractHref(a.page, detail.id)} className={cn(buttonVariants({ variant: a.key === 'manageSignatories' ? 'outline' : 'default' }))}>
            {t(a.label)}
          </HrefLink>
        </Action>
      ))}
      <Action id="download" label={t('下载合同 PDF')} enabled={actions.download} reason={reason('download')}>
        <BlobLink fetchBlob={() => fetchContractPdf(detail.id)} fileName={`${detail.contractNo}.pdf`} className={cn(buttonVariants({ variant: 'outline' }))}>
          <Download aria-hidden />
          {t('下载合同 PDF')}
        </BlobLink>
      </Action>
    </ul>
  );
}
