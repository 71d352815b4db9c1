import { PAYMENT_CHANNEL_LABELS } from '@contract/payment-paths';
import type { DepositOrderItem } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { depositDetailHref } from '@/features/enrol/records-search';
import { RecordCard } from '@/components/record-card';

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

/** /myDeposit on phones: one card per order with the same values, the whole card leading to its detail. */
export function DepositCards({ rows }: { rows: DepositOrderItem[] }) {
  return (
    <ul aria-label="保证金订单卡片" className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <RecordCard
          key={row.orderNo}
          title={row.assetsName}
          badge={<OrderStatusBadge status={row.status} label={row.statusLabel} />}
          facts={[
            ['金额', <PriceText price={amountText(row.amount)} />], ['订单编号', <span className="num">{row.orderNo}</span>],
            ['支付方式', channel(row.channel)], ['下单时间', <span className="num">{day(row.createTime)}</span>],
            ['支付时间', <span className="num">{day(row.paidTime)}</span>],
          ]}
          actions={<DetailLink row={row} />}
        />
      ))}
    </ul>
  );
}
