import { useEffect } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAYMENT_PATHS, type onlineStartAnswerSchema, type PaymentOrder } from '@contract/payment';
import { poll$ } from '@streams/poll';
import { api } from '@/lib/api/client';
import { CALLER, SILENT } from '@/lib/api/error-meta';
import { withErrorPolicy } from '@/lib/api/error-policy';
import { enrolKeys } from '@/features/enrol/enrol.queries';

/** How the cashier addresses an order: by enrolment (from the enrol form) or by order number (back from the bank). */
export type OrderRef = { enrolmentId: string } | { orderNo: string };

/** The order is polled this often while a payment is on its way (brief: every 2 s until paid). */
export const ORDER_POLL_MS = 2000;

/** Query keys of deposit payment orders, general to specific. */
export const paymentKeys = {
  all: ['payment'] as const,
  orders: () => [...paymentKeys.all, 'order'] as const,
  order: (ref: OrderRef) => [...paymentKeys.orders(), ref] as const,
};

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
 * the order becomes 转账凭证待确认. Every cached view of the order is refreshed.
 */
export function useSubmitProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderNo: string; fileId: string; payerName?: string; remark?: string }) => api.post<unknown>(PAYMENT_PATHS.offlineProof, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.orders() }),
  });
}
