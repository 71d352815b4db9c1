import { PAYMENT_CHANNEL_LABELS } from '@contract/payment-paths';
import type { DepositOrderItem } from '@contract/payment';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { amountText, formatDate } from '@/lib/format';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { depositDetailHref } from '@/features/enrol/records-search';
import { RecordCard } from '@/components/record-card';
import { t, useT } from '@/i18n';

const day = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');
const channel = (c: DepositOrderItem['channel']) => (c ? t(PAYMENT_CHANNEL_LABELS[c]) : '--');

function DetailLink({ row }: { row: DepositOrderItem }) {
  const t = useT('enrol');
  return (
    <HrefLink href={depositDetailHref(row.orderNo)} className="whitespace-nowrap text-brand-700 hover:underline" aria-label={t('订单详情：{orderNo}', { orderNo: row.orderNo })}>
      {t('详情')}
    </HrefLink>
  );
}

/**
 * /myDeposit on wider screens: project with its order number, amount 元 (right-aligned), channel, state, the
 * created / paid / last-changed times and the link to /depositDetail.
 */
export function DepositTable({ rows }: { rows: DepositOrderItem[] }) {
  const t = useT('enrol');
  return (
    <Table aria-label={t('保证金订单')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('项目名称 / 订单编号')}</TableHead>
          <TableHead className="text-right">{t('金额')}</TableHead>
          <TableHead>{t('支付方式')}</TableHead>
          <TableHead>{t('状态')}</TableHead>
          <TableHead>{t('时间')}</TableHead>
          <TableHead>{t('操作')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.orderNo}>
            <TableCell className="min-w-[200px] max-w-[300px]" translate="no">
              <span className="line-clamp-2" title={row.assetsName}>{row.assetsName}</span>
              <span className="num text-xs text-muted">{row.orderNo}</span>
            </TableCell>
            <TableCell className="text-right"><PriceText price={amountText(row.amount)} /></TableCell>
            <TableCell className="whitespace-nowrap">{channel(row.channel)}</TableCell>
            <TableCell><OrderStatusBadge status={row.status} label={row.statusLabel} /></TableCell>
            <TableCell className="whitespace-nowrap text-xs">
              <dl className="m-0 inline-grid grid-cols-[auto_auto] gap-x-2">
                <dt className="text-muted">{t('下单')}</dt><dd className="num m-0">{day(row.createTime)}</dd>
                <dt className="text-muted">{t('支付')}</dt><dd className="num m-0">{day(row.paidTime)}</dd>
                <dt className="text-muted">{t('更新')}</dt><dd className="num m-0">{day(row.updateTime)}</dd>
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
  const t = useT('enrol');
  return (
    <ul aria-label={t('保证金订单卡片')} className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <RecordCard
          key={row.orderNo}
          title={<span translate="no">{row.assetsName}</span>}
          badge={<OrderStatusBadge status={row.status} label={row.statusLabel} />}
          facts={[
            [t('金额'), <PriceText price={amountText(row.amount)} />], [t('订单编号'), <span className="num" translate="no">{row.orderNo}</span>],
            [t('支付方式'), channel(row.channel)], [t('下单时间'), <span className="num">{day(row.createTime)}</span>],
            [t('支付时间'), <span className="num">{day(row.paidTime)}</span>],
          ]}
          actions={<DetailLink row={row} />}
        />
      ))}
    </ul>
  );
}
