import type { SettlementItem } from '@contract/settlement';
import { HrefLink } from '@/components/ui/href-link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { priceOf, roleText, SettlementStatusBadge, yuanText } from '@/features/settlement/settlement-bits';
import { settlementDetailHref, settlementPayHref } from '@/features/settlement/settlement-search';
import { RecordCard } from '@/components/record-card';
import { useT } from '@/i18n';

const day = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');
const payable = (row: SettlementItem) => row.role === 'transferee' && (row.status === 'awaiting_payment' || row.status === 'proof_rejected');

function Actions({ row }: { row: SettlementItem }) {
  const t = useT('settlement');
  return (
    <span className="flex gap-3 whitespace-nowrap">
      <HrefLink href={settlementDetailHref(row.id)} className="text-brand-700 hover:underline" aria-label={t('结算详情：{name}', { name: row.assetsName })}>{t('详情')}</HrefLink>
      {payable(row) ? (
        <HrefLink href={settlementPayHref(row.id)} className="text-price hover:underline" aria-label={t('去缴款：{name}', { name: row.assetsName })}>{t('去缴款')}</HrefLink>
      ) : null}
    </span>
  );
}

/** /projectSettlement on wider screens: project and 确认书编号, the caller's role, price and balance due (right-aligned), state, time, actions. */
export function SettlementTable({ rows }: { rows: SettlementItem[] }) {
  const t = useT('settlement');
  return (
    <Table aria-label={t('结算列表')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('项目名称 / 确认书编号')}</TableHead>
          <TableHead>{t('我的角色')}</TableHead>
          <TableHead className="text-right">{t('成交价')}</TableHead>
          <TableHead className="text-right">{t('应付余款')}</TableHead>
          <TableHead>{t('状态')}</TableHead>
          <TableHead>{t('成交时间')}</TableHead>
          <TableHead>{t('操作')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="min-w-[200px] max-w-[300px]">
              <span translate="no" className="line-clamp-2" title={row.assetsName}>{row.assetsName}</span>
              <span className="num text-xs text-muted">{row.confirmationNo}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{roleText(row)}</TableCell>
            <TableCell className="num whitespace-nowrap text-right">{priceOf(row)}</TableCell>
            <TableCell className="num whitespace-nowrap text-right font-semibold text-price">{yuanText(row.balanceDue)}</TableCell>
            <TableCell><SettlementStatusBadge status={row.status} label={row.statusLabel} /></TableCell>
            <TableCell className="num whitespace-nowrap text-xs">{day(row.createTime)}</TableCell>
            <TableCell><Actions row={row} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /projectSettlement on phones: one card per settlement with the same values and actions. */
export function SettlementCards({ rows }: { rows: SettlementItem[] }) {
  const t = useT('settlement');
  return (
    <ul aria-label={t('结算卡片')} className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={<span translate="no">{row.assetsName}</span>}
          badge={<SettlementStatusBadge status={row.status} label={row.statusLabel} />}
          facts={([
            [t('确认书编号'), row.confirmationNo], [t('我的角色'), roleText(row)], [t('成交价'), priceOf(row)],
            [t('应付余款'), yuanText(row.balanceDue)], [t('成交时间'), day(row.createTime)],
          ] as const).map(([k, v]) => [k, <span className="num">{v}</span>] as const)}
          actions={<Actions row={row} />}
        />
      ))}
    </ul>
  );
}
