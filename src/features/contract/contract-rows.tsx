import { CONTRACT_ROLE_LABELS } from '@contract/trade-contract-paths';
import type { ContractItem } from '@contract/trade-contract';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, unitPriceText } from '@/lib/format';
import { ContractStateBadge } from '@/features/contract/contract-state-badge';
import { contractHref } from '@/features/contract/contract-links';
import { RecordCard } from '@/components/record-card';
import { useT } from '@/i18n';

const day = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/** The deal price 元 in the contract's unit: 万元 (or none) by §5 money display, any other unit (元/亩/年) per unit. */
export const contractPrice = (row: Pick<ContractItem, 'price' | 'priceUnit'>) =>
  // eslint-disable-next-line no-restricted-syntax -- the wire's unit code, compared, not shown
  !row.priceUnit || row.priceUnit === '万元' ? unitPriceText(row.price, { priceType: 1 }) : unitPriceText(row.price, { priceType: 2, priceUnit: row.priceUnit });

function OpenLink({ row }: { row: ContractItem }) {
  const t = useT('contract');
  return (
    <HrefLink href={contractHref('edit', row.id)} className="whitespace-nowrap text-brand-700 hover:underline" aria-label={t('查看合同：{no}', { no: row.contractNo })}>
      {row.todo ? t('去处理') : t('查看')}
    </HrefLink>
  );
}

/** What waits on the caller, as the server words it (its own message), or --. */
const Todo = ({ row }: { row: ContractItem }) => (row.todo ? <span className="text-warn">{row.todo}</span> : <span className="text-muted">--</span>);

/** /myContract on wider screens: number, title and asset, counterparty, my role, price, state, what waits on me, updated. */
export function ContractTable({ rows }: { rows: ContractItem[] }) {
  const t = useT('contract');
  return (
    <Table aria-label={t('我的合同')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('合同编号')}</TableHead>
          <TableHead>{t('合同名称 / 标的')}</TableHead>
          <TableHead>{t('对方')}</TableHead>
          <TableHead>{t('我方')}</TableHead>
          <TableHead className="text-right">{t('成交价')}</TableHead>
          <TableHead>{t('状态')}</TableHead>
          <TableHead>{t('待我处理')}</TableHead>
          <TableHead>{t('更新时间')}</TableHead>
          <TableHead>{t('操作')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="num whitespace-nowrap text-xs">{row.contractNo}</TableCell>
            <TableCell translate="no" className="min-w-[180px] max-w-[280px]">
              <span className="line-clamp-2" title={row.title}>{row.title}</span>
              <span className="line-clamp-1 text-xs text-muted" title={row.assetsName}>{row.assetsName}</span>
            </TableCell>
            <TableCell translate="no" className="max-w-[160px]"><span className="line-clamp-2">{row.counterpartyName}</span></TableCell>
            <TableCell className="whitespace-nowrap">{t(CONTRACT_ROLE_LABELS[row.myRole])}</TableCell>
            <TableCell className="text-right"><PriceText price={contractPrice(row)} /></TableCell>
            <TableCell><ContractStateBadge state={row.state} label={row.stateLabel} /></TableCell>
            <TableCell className="text-sm"><Todo row={row} /></TableCell>
            <TableCell className="num whitespace-nowrap text-xs">{day(row.updateTime)}</TableCell>
            <TableCell><OpenLink row={row} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /myContract on phones: one card per contract with the same values. */
export function ContractCards({ rows }: { rows: ContractItem[] }) {
  const t = useT('contract');
  return (
    <ul aria-label={t('我的合同卡片')} className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={<span translate="no">{row.title}</span>}
          badge={<ContractStateBadge state={row.state} label={row.stateLabel} />}
          facts={[
            [t('合同编号'), <span className="num">{row.contractNo}</span>], [t('标的'), <span translate="no" className="line-clamp-1">{row.assetsName}</span>],
            [t('对方'), <span translate="no">{row.counterpartyName}</span>], [t('我方'), t(CONTRACT_ROLE_LABELS[row.myRole])],
            [t('成交价'), <PriceText price={contractPrice(row)} />],
            [t('待我处理'), <Todo row={row} />], [t('更新时间'), <span className="num">{day(row.updateTime)}</span>],
          ]}
          actions={<OpenLink row={row} />}
        />
      ))}
    </ul>
  );
}
