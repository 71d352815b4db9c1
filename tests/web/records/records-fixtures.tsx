import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Page } from '@contract/envelope';
import type { DepositOrderItem, PaymentOrder } from '@contract/payment';
import type { EnrolmentDetail, MyLot, MyProjectItem } from '@contract/usercentre';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { AppProviders } from '@/app/providers';

export const ASSETS_ID = '0123456789abcdef0123456789abcdef';
export const OTHER_ASSETS_ID = 'fedcba9876543210fedcba9876543210';
export const ORDER_NO = 'BZJ202611200000000001';

/** One request the fake server saw: path below /api/, the query (GET) and the JSON body (POST). */
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}
type Special = { $status: number; $code?: number; $msg?: string };
/** A handler: the envelope's data, or `{ $status }` for a refusal. */
export type Handler = (call: Call) => unknown;

/**
 * Replaces fetch with a fake exchange server: `routes` maps an /api/ path to a handler given the call (query and
 * body); unknown paths answer data null. Returns the calls seen, in order.
 */
export function fakeApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\//, ''), query: Object.fromEntries(url.searchParams),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const answer = routes[call.path] ? routes[call.path](call) : null;
    const special = answer !== null && typeof answer === 'object' && '$status' in answer ? (answer as Special) : null;
    const code = special ? (special.$code ?? special.$status) : 200;
    return new Response(JSON.stringify({ code, success: code === 200, data: special ? null : answer, msg: special?.$msg ?? '操作成功' }), {
      status: special?.$status ?? 200, headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** Renders the whole app at `url` with a memory history; returns the router (its location is the URL). */
export function renderAt(url: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  render(<AppProviders queryClient={queryClient} router={router} />);
  return { router, queryClient };
}

export const page = <T,>(records: T[], total = records.length): Page<T> => ({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });

/** A lot as /myProject shows it: open (竞价中) in 万元 unless overridden. */
export const lot = (over: Partial<MyLot> = {}): MyLot => ({
  phase: 'free', phaseLabel: '自由报价期', startTime: '2026-11-26 09:00:00', deadline: null, paused: false,
  currentPrice: 1_250_000, priceUnit: '万元', leading: false, outcome: null, mine: null, finalPrice: null, ...over,
});

/** A /myProject row: a paid enrolment with bidder code A023 on an open lot. */
export const myProject = (over: Partial<MyProjectItem> = {}): MyProjectItem => ({
  enrolmentId: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001', projectType: 0,
  bidderCode: 'A023', state: 'paid', stateLabel: '已缴纳保证金', deposit: 5_000, orderNo: ORDER_NO, depositStatus: 'paid', depositStatusLabel: '已确认',
  lot: lot(), tabs: ['all', 'bidding'], action: { kind: 'enterHall', label: '进入报价厅', href: `/quoteHall?assetsId=${ASSETS_ID}` },
  createTime: '2026-11-20 10:00:00', ...over,
});

/** /enrollDetail of enrolment 77. */
export const enrolmentDetail = (over: Partial<EnrolmentDetail> = {}): EnrolmentDetail => ({
  id: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001', kind: 'person', state: 'paid', stateLabel: '已缴纳保证金',
  subAssets: [], materials: [{ code: 'idCard', name: '身份证复印件', fileId: 'a'.repeat(32) }], deposit: 5_000, depositStatus: 'confirmed',
  depositStatusLabel: '已确认', bidderCode: 'A023', orderNo: ORDER_NO, createTime: '2026-11-20 10:00:00', paidTime: '2026-11-20 10:05:00', replayed: false,
  refuseReason: '', history: [{ type: 'submitted', label: '提交报名', time: '2026-11-20 10:00:00', detail: '' }],
  orderStatus: 'paid', orderStatusLabel: '已确认', lot: lot(), action: { kind: 'enterHall', label: '进入报价厅', href: `/quoteHall?assetsId=${ASSETS_ID}` },
  ...over,
});

/** A /myDeposit row. */
export const depositRow = (over: Partial<DepositOrderItem> = {}): DepositOrderItem => ({
  orderNo: ORDER_NO, enrolmentId: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001', amount: 5_000,
  channel: 'online', status: 'refunded', statusLabel: '已退还', bidderCode: 'A023', createTime: '2026-11-20 10:00:00', paidTime: '2026-11-20 10:05:00',
  updateTime: '2026-11-25 16:00:00', ...over,
});

/** GET payment/order ?orderNo= of the caller: unpaid unless overridden. */
export const paymentOrder = (over: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderNo: ORDER_NO, enrolmentId: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001',
  amount: 5_000, status: 'unpaid', statusLabel: '待支付', channel: '', proofFileId: '', rejectReason: '', createTime: '2026-11-20 10:00:00',
  paidTime: '', bidderCode: null, history: [], refund: null, forfeitReason: '',
  offlineAccount: { accountName: '交易所保证金专户', bankName: '农业银行', accountNo: '2281 0401', remark: ORDER_NO }, ...over,
});
