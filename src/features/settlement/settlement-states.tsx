import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SettlementDetail } from '@contract/settlement';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HrefLink } from '@/components/ui/href-link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { settlementDetailQueryOptions } from '@/features/settlement/settlement.queries';
import { useT } from '@/i18n';

/** An unknown or someone else's settlement (the server's 404), with the way back to the list. */
export function SettlementMissing() {
  const t = useT('settlement');
  return (
    <EmptyState
      className="py-12"
      message={<span role="alert" className="text-base text-ink-soft">{t('结算单不存在')}</span>}
      action={<HrefLink href="/projectSettlement" className="text-sm text-brand-700 hover:underline">{t('返回项目结算')}</HrefLink>}
    />
  );
}

/**
 * Loads settlement `id` (absent: a malformed link) and renders `children` with it; meanwhile a skeleton, then 结算单不存在
 * for a 404 or a load error with 重新加载.
 */
export function WithSettlement({ id, children }: { id?: string; children: (s: SettlementDetail) => ReactNode }) {
  if (!id) return <SettlementMissing />;
  return <Loaded id={id}>{children}</Loaded>;
}

function Loaded({ id, children }: { id: string; children: (s: SettlementDetail) => ReactNode }) {
  const t = useT('settlement');
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(settlementDetailQueryOptions(id));
  if (isPending || (isError && isFetching && !data)) return <SkeletonLines rows={8} />;
  if (isError && !data) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 404)) return <SettlementMissing />;
    return (
      <EmptyState className="py-12" message={<span role="alert">{t('结算单加载失败，请稍后重试')}</span>}
        action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('重新加载')}</Button>} />
    );
  }
  return <>{children(data)}</>;
}
