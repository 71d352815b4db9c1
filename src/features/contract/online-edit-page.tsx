import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n';
import { ContractFrame } from '@/features/contract/contract-frame';
import { contractHref } from '@/features/contract/contract-links';
import { contractKeys } from '@/features/contract/contract.queries';

// The editor (TipTap and ProseMirror, the heaviest code of the contract pages) is its own chunk, fetched by this page only.
const OnlineEditForm = lazy(() => import('@/features/contract/online-edit-form'));

/**
 * /usercenter/contract/onlineEdit?id= (§2): edits the negotiable clauses while the contract is 待确认 and the caller may
 * edit (`actions.edit`); otherwise the server's reason and the way back. 重新加载 after a conflict starts a fresh editor
 * on the latest version.
 */
export function OnlineEditPage({ id }: { id: string | undefined }) {
  const t = useT('contract');
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const reload = () => void queryClient.refetchQueries({ queryKey: contractKeys.detail(id ?? '') }).then(() => setRound((r) => r + 1));
  return (
    <ContractFrame id={id} title={t('在线编辑合同')}>
      {(detail) =>
        detail.actions.edit ? (
          <Suspense fallback={<SkeletonLines rows={8} />}>
            <OnlineEditForm key={round} detail={detail} onReload={reload} />
          </Suspense>
        ) : (
          <EmptyState
            className="py-12"
            message={<span role="alert">{detail.actions.reasons.edit || t('当前不能编辑合同')}</span>}
            action={<HrefLink href={contractHref('edit', detail.id)} className="text-sm text-brand-700 hover:underline">{t('返回合同')}</HrefLink>}
          />
        )
      }
    </ContractFrame>
  );
}
