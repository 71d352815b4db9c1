import type { MyLot, MyProjectItem } from '@contract/usercentre';
import { LiveCountdown } from '@/components/live-countdown';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { PriceText } from '@/components/ui/price-text';
import { countdownOf, lotMoney, lotResult, shownPrice } from '@/features/enrol/my-lot';
import { OrderStatusBadge } from '@/features/enrol/order-status-badge';
import { amountText } from '@/lib/format';
import { msg, useT } from '@/i18n';

/**
 * The pieces of a /myProject row, shared by the desktop table and the phone cards (one rule per value): the
 * countdown, the lot phase, the price, the result, the deposit and the action.
 */

/** 距结束 / 距开始 and a live countdown on the ONE shared clock (§4 Countdown), 已暂停 while paused, '--' otherwise. */
export function LotCountdown({ lot }: { lot: MyLot }) {
  const t = useT('enrol');
  const c = countdownOf(lot);
  if (!c) return <span className="text-muted">--</span>;
  if (c.kind === 'paused') return <Badge tone="warn">{t('已暂停')}</Badge>;
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="lot-countdown">
      <span className="shrink-0 text-xs text-muted">{c.kind === 'start' ? t('距开始') : t('距结束')}</span>
      <LiveCountdown deadline={c.deadline} />
    </span>
  );
}

/** The lot's phase label (竞价中, 自由报价期 …), '--' when the project has no bidding yet; 领先 when the caller leads. */
export function LotPhase({ lot }: { lot: MyLot }) {
  const t = useT('enrol');
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span>{lot.phaseLabel ? t(lot.phaseLabel) : '--'}</span>
      {lot.leading && lot.phase !== 'closed' ? <Badge tone="price">{t('领先')}</Badge> : null}
    </span>
  );
}

/** The current price (the final price once dealt) in the lot's unit. */
export function LotPrice({ lot, className }: { lot: MyLot; className?: string }) {
  return <PriceText price={lotMoney(shownPrice(lot), lot.priceUnit)} className={className} />;
}

/** 竞得 / 未竞得 / 流拍 once decided, '--' before. */
export function LotResult({ lot }: { lot: MyLot }) {
  const t = useT('enrol');
  const r = lotResult(lot);
  return r ? <Badge tone={r.tone}>{t(r.label)}</Badge> : <span className="text-muted">--</span>;
}

/** The deposit in 元 with its order state. */
export function DepositAmount({ row }: { row: Pick<MyProjectItem, 'deposit' | 'depositStatus' | 'depositStatusLabel'> }) {
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <PriceText price={amountText(row.deposit)} />
      <OrderStatusBadge status={row.depositStatus} label={row.depositStatusLabel} />
    </span>
  );
}

/** The words of each action, in the reader's language (the server's `label` is the zh text of the same). */
const ACTION_LABELS: Record<Exclude<MyProjectItem['action']['kind'], 'none'>, string> = {
  continueEnrol: msg('继续报名'), payDeposit: msg('缴纳保证金'), enterHall: msg('进入报价厅'), seeResult: msg('查看结果'),
};

/** The action the server offers for the row (继续报名, 缴纳保证金, 进入报价厅, 查看结果), nothing for 'none'. */
export function RowAction({ action, className }: { action: MyProjectItem['action']; className?: string }) {
  const t = useT('enrol');
  if (action.kind === 'none' || !action.href) return <span className="text-muted">--</span>;
  const variant = action.kind === 'payDeposit' || action.kind === 'enterHall' ? 'danger' : 'outline';
  return (
    <HrefLink href={action.href} className={buttonVariants({ size: 'sm', variant, className })}>
      {t(ACTION_LABELS[action.kind])}
    </HrefLink>
  );
}
