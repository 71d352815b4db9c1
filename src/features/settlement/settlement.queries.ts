import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { SettlementDetail, SettlementItem, SettlementProofSubmit, SettlementStatus } from '@contract/settlement';
import { SETTLEMENT_PATHS } from '@contract/settlement-paths';
import { api } from '@/lib/api/client';
import { CALLER } from '@/lib/api/error-meta';
import { inboxKeys } from '@/lib/inbox';

/** Rows per page of /projectSettlement. */
export const SETTLEMENTS_PAGE_SIZE = 10;

/** What one /projectSettlement page asks for: the status tab ('all' = every status) and the 1-based page. */
export interface SettlementListParams { status: SettlementStatus | 'all'; current: number }

/** Query keys of settlements, general to specific; lists per user (another login never sees the previous user's). */
export const settlementKeys = {
  all: ['settlement'] as const,
  list: (userId: string, params: SettlementListParams) => [...settlementKeys.all, 'list', userId, params] as const,
  detail: (id: string) => [...settlementKeys.all, 'detail', id] as const,
};

/**
 * One page of the caller's settlements as winner or transferor (GET dscq-project/settlement/list ?status&current&size
 * → Page<SettlementItem>, newest first). 'caller': the page shows its own error with a retry.
 */
export const settlementListQueryOptions = (userId: string, params: SettlementListParams) =>
  queryOptions({
    queryKey: settlementKeys.list(userId, params),
    queryFn: ({ signal }) => api.get<Page<SettlementItem>>(SETTLEMENT_PATHS.list, {
      current: params.current, size: SETTLEMENTS_PAGE_SIZE, ...(params.status === 'all' ? {} : { status: params.status }),
    }, { signal }),
    meta: CALLER,
    staleTime: 5_000,
  });

/** One settlement of the caller's (GET dscq-project/settlement/detail ?id; 404 for an unknown or someone else's: the page's not-found state). */
export const settlementDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: settlementKeys.detail(id),
    queryFn: ({ signal }) => api.get<SettlementDetail>(SETTLEMENT_PATHS.detail, { id }, { signal }),
    meta: CALLER,
    staleTime: 5_000,
  });

/** The 成交确认书 PDF of lot `assetsId` (parties only), opened through ProtectedFileLink. */
export const confirmationPdfUrl = (assetsId: string) => `${SETTLEMENT_PATHS.confirmationPdf}?assetsId=${encodeURIComponent(assetsId)}`;

/**
 * Sends the winner's balance proof (POST dscq-project/settlement/proof { id, proofFileId, remark } → SettlementDetail):
 * every cached settlement and the inbox are refreshed (not patched at once: the pay page must stay mounted until its
 * own success callback has moved on to the detail). 409 (confirmed, a proof under review) keeps the §8 toast.
 */
export function useSubmitSettlementProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementProofSubmit) => api.post<SettlementDetail>(SETTLEMENT_PATHS.proof, body),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: settlementKeys.all }), queryClient.invalidateQueries({ queryKey: inboxKeys.all })]),
  });
}
