import { CONTRACT_ROLE_LABELS } from '@contract/trade-contract-paths';
import type { ContractItem } from '@contract/trade-contract';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, unitPriceText } from '@/lib/format';
import { ContractStateBadge } from '@/features/contract/contract-state-badge';
import { contractHref } from '@/features/contract/contract-links';
import { RecordCard } from '@/components/record-card';

const day = (v: string) => (v ? formatDate(v, 'YYYY-MM-DD HH:mm') : '--');

/** The deal price 元 in the contract's unit: 万元 (or none) by §5 money display, any other unit (元/亩/年) per unit. */
export const contractPrice = (row: Pick<ContractItem, 'price' | 'priceUnit'>) =>
  !row.priceUnit || row.priceUnit === '万元' ? unitPriceText(row.price, { priceType: 1 }) : unitPriceText(row.price, { priceType: 2, priceUnit: row.priceUnit });

function OpenLink({ row }: { row: ContractItem }) {
  return (
    <HrefLink href={contractHref('edit', row.id)} className="whitespace-nowrap text-brand-700 hover:underline" aria-label={`查看合同：${row.contractNo}`}>
      {row.todo ? '去处理' : '查看'}
    </HrefLink>
  );
}

const Todo = ({ row }: { row: ContractItem }) => (row.todo ? <span className="text-warn">{row.todo}</span> : <span className="text-muted">--</span>);

/** /myContract on wider screens: number, title and asset, counterparty, my role, price, state, what waits on me, updated. */
export function ContractTable({ rows }: { rows: ContractItem[] }) {
  return (
    <Table aria-label="我的合同">
      <TableHeader>
        <TableRow>
          <TableHead>合同编号</TableHead>
          <TableHead>合同名称 / 标的</TableHead>
          <TableHead>对方</TableHead>
          <TableHead>我方</TableHead>
          <TableHead className="text-right">成交价</TableHead>
          <TableHead>状态</TableHead>
          <TableHead>待我处理</TableHead>
          <TableHead>更新时间</TableHead>
          <TableHead>操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="num whitespace-nowrap text-xs">{row.contractNo}</TableCell>
            <TableCell className="min-w-[180px] max-w-[280px]">
              <span className="line-clamp-2" title={row.title}>{row.title}</span>
              <span className="line-clamp-1 text-xs text-muted" title={row.assetsName}>{row.assetsName}</span>
            </TableCell>
            <TableCell className="max-w-[160px]"><span className="line-clamp-2">{row.counterpartyName}</span></TableCell>
            <TableCell className="whitespace-nowrap">{CONTRACT_ROLE_LABELS[row.myRole]}</TableCell>
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
  return (
    <ul aria-label="我的合同卡片" className="m-0 grid list-none gap-3 p-0">
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={row.title}
          badge={<ContractStateBadge state={row.state} label={row.stateLabel} />}
          facts={[
            ['合同编号', <span className="num">{row.contractNo}</span>], ['标的', <span className="line-clamp-1">{row.assetsName}</span>],
            ['对方', row.counterpartyName], ['我方', CONTRACT_ROLE_LABELS[row.myRole]], ['成交价', <PriceText price={contractPrice(row)} />],
            ['待我处理', <Todo row={row} />], ['更新时间', <span className="num">{day(row.updateTime)}</span>],
          ]}
          actions={<OpenLink row={row} />}
        />
      ))}
    </ul>
  );
}
