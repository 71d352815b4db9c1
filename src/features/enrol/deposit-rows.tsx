import type { ReactNode } from 'react';
import { PAYMENT_CHANNEL_LABELS } from '@contract/payment-paths';
import type { DepositOrderItem } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { depositDetailHref } from '@/features/enrol/records-search';

const day = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');
const channel = (c: DepositOrderItem['channel']) => (c ? PAYMENT_CHANNEL_LABELS[c] : '--');

function DetailLink({ row }: { row: DepositOrderItem }) {
  return (
    <HrefLink href={depositDetailHref(row.orderNo)} className="whitespace-nowrap text-brand-700 hover:underline" aria-label={`订单详情：${row.orderNo}`}>
      详情
    </HrefLink>
  );
}

/**
 * /myDeposit on wider screens: project with its order number, amount 元 (right-aligned), channel, state, the
 * created / paid / last-changed times and the link to /depositDetail.
 */
export function DepositTable({ rows }: { rows: DepositOrderItem[] }) {
  return (
    <Table aria-label="保证金订单">
      <TableHeader>
        <TableRow>
          <TableHead>项目名称 / 订单编号</TableHead>
          <TableHead className="text-right">金额</TableHead>
          <TableHead>支付方式</TableHead>
          <TableHead>状态</TableHead>
          <TableHead>时间</TableHead>
          <TableHead>操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.orderNo}>
            <TableCell className="min-w-[200px] max-w-[300px]">
              <span className="line-clamp-2" title={row.assetsName}>{row.assetsName}</span>
              <span className="num text-xs text-muted">{row.orderNo}</span>
            </TableCell>
            <TableCell className="text-right"><PriceText price={amountText(row.amount)} /></TableCell>
            <TableCell className="whitespace-nowrap">{channel(row.channel)}</TableCell>
            <TableCell><OrderStatusBadge status={row.status} label={row.statusLabel} /></TableCell>
            <TableCell className="whitespace-nowrap text-xs">
              <dl className="m-0 inline-grid grid-cols-[auto_auto] gap-x-2">
                <dt className="text-muted">下单</dt><dd className="num m-0">{day(row.createTime)}</dd>
                <dt className="text-muted">支付</dt><dd className="num m-0">{day(row.paidTime)}</dd>
                <dt className="text-muted">更新</dt><dd className="num m-0">{day(row.updateTime)}</dd>
              </dl>
            </TableCell>
            <TableCell><DetailLink row={row} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="m-0 text-right">{children}</dd>
    </div>
  );
}

/** /myDeposit on phones: one card per order with the same values, the whole card leading to its detail. */
export function DepositCards({ rows }: { rows: DepositOrderItem[] }) {
  return (
    <ul aria-label="保证金订单卡片" className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <li key={row.orderNo} className="rounded-card border border-line p-3">
          <div className="flex items-start justify-between gap-2">
            <span className="line-clamp-2 min-w-0 font-medium">{row.assetsName}</span>
            <OrderStatusBadge status={row.status} label={row.statusLabel} />
          </div>
          <dl className="mt-2 grid gap-1.5 text-sm">
            <Fact label="金额"><PriceText price={amountText(row.amount)} /></Fact>
            <Fact label="订单编号"><span className="num">{row.orderNo}</span></Fact>
            <Fact label="支付方式">{channel(row.channel)}</Fact>
            <Fact label="下单时间"><span className="num">{day(row.createTime)}</span></Fact>
            <Fact label="支付时间"><span className="num">{day(row.paidTime)}</span></Fact>
          </dl>
          <div className="mt-2 text-right text-sm"><DetailLink row={row} /></div>
        </li>
      ))}
    </ul>
  );
}
