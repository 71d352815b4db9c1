import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '@contract/trade-contract';
import { UserCentreLayout } from '@/components/user-centre-layout';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { useT } from '@/i18n';
import { contractDetailQueryOptions } from '@/features/contract/contract.queries';
import { contractHref } from '@/features/contract/contract-links';

/** Whether the load failed because the contract is unknown or not the caller's (the server's 404). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === 404);

/** 合同不存在 with the way back to the list (unknown id, a malformed id, someone else's contract). */
export function ContractMissing() {
  const t = useT('contract');
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert" className="text-base text-ink-soft">{t('合同不存在')}</span>}
      action={<HrefLink href="/myContract" className="text-sm text-brand-700 hover:underline">{t('返回我的合同')}</HrefLink>}
    />
  );
}

/**
 * The frame of every page of one contract (/usercenter/contract/*): the user-centre layout titled `title` with 我的合同
 * marked in the menu, a link back to the workspace (`back`), and the contract's states: loading, 合同不存在, a failed
 * load with retry; `children` renders the loaded ContractDetail.
 */
export function ContractFrame({
  id, title, back = true, children,
}: {
  id: string | undefined;
  title: string;
  back?: boolean;
  children: (detail: ContractDetail) => ReactNode;
}) {
  const t = useT('contract');
  const extra = back && id ? <HrefLink href={contractHref('edit', id)} className="text-sm text-brand-700 hover:underline">{t('返回合同')}</HrefLink> : undefined;
  return (
    <UserCentreLayout title={title} active="/myContract" extra={extra}>
      {id ? <Loaded id={id}>{children}</Loaded> : <ContractMissing />}
    </UserCentreLayout>
  );
}

function Loaded({ id, children }: { id: string; children: (detail: ContractDetail) => ReactNode }) {
  const t = useT('contract');
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(contractDetailQueryOptions(id));
  if (data) return <>{children(data)}</>;
  if (isPending || (isError && isFetching)) return <SkeletonLines rows={8} />;
  if (isNotFound(error)) return <ContractMissing />;
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert">{t('合同加载失败，请稍后重试')}</span>}
      action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('重新加载')}</Button>}
    />
  );
}
