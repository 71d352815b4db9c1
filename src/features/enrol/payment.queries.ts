import { useEffect } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '@contract/envelope';
import { PAYMENT_PATHS } from '@contract/payment-paths';
import type { DepositOrderItem, DepositTab, onlineStartAnswerSchema, PaymentOrder } from '@contract/payment';
import { poll$ } from '@streams/poll';
import { api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { enrolKeys } from '@/features/enrol/enrol.queries';
import { myProjectKeys } from '@/features/enrol/my-projects.queries';

/** How the cashier addresses an order: by enrolment (from the enrol form) or by order number (back from the bank). */
export type OrderRef = { enrolmentId: string } | { orderNo: string };

/** The order is polled this often while a payment is on its way (brief: every 2 s until paid). */
export const ORDER_POLL_MS = 2000;

/** Query keys of deposit payment orders, general to specific. */
export const paymentKeys = {
  all: ['payment'] as const,
  orders: () => [...paymentKeys.all, 'order'] as const,
  order: (ref: OrderRef) => [...paymentKeys.orders(), ref] as const,
  /** /myDeposit pages, per user (another login never sees the previous user's orders). */
  list: (userId: string, params: DepositOrdersParams) => [...paymentKeys.all, 'list', userId, params] as const,
};

/** Rows per page of /myDeposit. */
export const DEPOSIT_ORDERS_PAGE_SIZE = 10;

/** What one /myDeposit page asks for: the tab (DEPOSIT_TABS) and the 1-based page. */
export interface DepositOrdersParams {
  tab: DepositTab;
  current: number;
}

/**
 * One page of the caller's deposit orders (GET dscq-project/payment/orders ?tab&current&size →
 * Page<DepositOrderItem>, newest first). 'caller': the page shows its own error with a retry.
 */
export const depositOrdersQueryOptions = (userId: string, params: DepositOrdersParams) =>
  queryOptions({
    queryKey: paymentKeys.list(userId, params),
    queryFn: ({ signal }) => api.get<Page<DepositOrderItem>>(PAYMENT_PATHS.orders, { ...params, size: DEPOSIT_ORDERS_PAGE_SIZE }, { signal }),
    meta: CALLER,
    staleTime: 5_000,
  });

const fetchOrder = (ref: OrderRef, signal: AbortSignal) => api.get<PaymentOrder>(PAYMENT_PATHS.order, ref, { signal });

/**
 * The deposit order (GET dscq-project/payment/order ?enrolmentId= | ?orderNo=, owner only; 404
 * otherwise). 'caller': the cashier shows its own "order not found" state instead of a toast.
 */
export const orderQueryOptions = (ref: OrderRef) =>
  queryOptions({ queryKey: paymentKeys.order(ref), queryFn: ({ signal }) => fetchOrder(ref, signal), meta: CALLER, staleTime: 0 });

/**
 * Polls the order every 2 s while `enabled` (a payment is on its way: back from the bank, or a
 * transfer proof awaiting confirmation), through the shared visibility- and connection-gated
 * poll, patching the cached order. Once paid, the project's enrolment entries are refreshed so the
 * detail page shows 进入报价厅.
 */
export function useOrderPolling(ref: OrderRef, enabled: boolean) {
  const queryClient = useQueryClient();
  const refKey = JSON.stringify(ref);
  useEffect(() => {
    if (!enabled) return;
    const parsed = JSON.parse(refKey) as OrderRef;
    const sub = poll$((signal) => withErrorPolicy(fetchOrder(parsed, signal), SILENT), ORDER_POLL_MS).subscribe((r) => {
      if (r.status !== 'data') return;
      queryClient.setQueryData(paymentKeys.order(parsed), r.data);
      if (r.data.status === 'paid') void queryClient.invalidateQueries({ queryKey: enrolKeys.project(r.data.assetsId) });
    });
    return () => sub.unsubscribe();
  }, [enabled, refKey, queryClient]);
}

/**
 * Starts an online payment (POST payment/online/start { orderNo }) and resolves with the bank's
 * page URL, which the caller navigates to. 409 (already paid, proof pending) keeps the §8 toast.
 */
export function useStartOnlinePayment() {
  return useMutation({
    mutationFn: (orderNo: string) => api.post<z.infer<typeof onlineStartAnswerSchema>>(PAYMENT_PATHS.onlineStart, { orderNo }),
  });
}

/**
 * Sends a transfer proof (POST payment/offline/proof { orderNo, fileId, payerName?, remark? }):
 * the order becomes 转账凭证待确认; on an order already awaiting confirmation the proof is replaced
 * (/depositAddPayInfo). Every cached view of the order, the /myDeposit pages and the /myProject rows are refreshed.
 */
export function useSubmitProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderNo: string; fileId: string; payerName?: string; remark?: string }) => api.post<unknown>(PAYMENT_PATHS.offlineProof, body),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), queryClient.invalidateQueries({ queryKey: myProjectKeys.all })]),
  });
}
