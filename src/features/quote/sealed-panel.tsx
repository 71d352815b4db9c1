import { useState } from 'react';
import { Lock } from 'lucide-react';
import { FAT_FINGER_INCREMENTS } from '@contract/bid-basics';
import type { LotView } from '@streams/feeds/lot';
import type { SubmissionState } from '@streams/feeds/lot-submit';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PriceText } from '@/components/ui/price-text';
import type { LotUnit } from './lot-unit';
import { bidTime, fromInputText, lotPrice, toInputText, unitLabel } from './quote-format';
import { SubmissionNote } from './submission-note';
import { incrementsAbove } from './bid-panel';

/**
 * Sealed round (一次性报价, two-stage stage 1): one price, not below the start price and on the grid, revisable only
 * as often as the rules allow and only upwards (修改报价; 已报价 once nothing is left). Others' prices stay hidden;
 * only the count of submissions and the own price show.
 */
export function SealedPanel({ lot, unit, submission, onBid }: { lot: LotView; unit: LotUnit; submission: SubmissionState; onBid: (yuan: number) => void }) {
  const me = lot.me!;
  const lowest = me.nextValidPrice ?? lot.startPrice;
  const [text, setText] = useState('');
  const [confirm, setConfirm] = useState<number | null>(null);
  const price = fromInputText(text, unit);
  const own = me.sealedBid;
  const closedForMe = own !== null && own.revisionsLeft <= 0;
  const disabled = !me.canBid || closedForMe || lot.paused || submission.status === 'sending';
  const tooLow = price !== null && price < lowest;
  // A revision may only raise (auction-rules.md "Bids are final"); with none left the button says the bid is in.
  const submitText = !own ? '提交报价' : own.revisionsLeft > 0 ? '修改报价' : '已报价';

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (disabled || price === null || tooLow) return;
    if (incrementsAbove(price, lowest, lot.increment) > FAT_FINGER_INCREMENTS) setConfirm(price);
    else onBid(price);
  };

  return (
    <form aria-label="密封报价" onSubmit={onSubmit} className="space-y-3">
      <p className="m-0 text-sm text-ink-soft">
        <Lock aria-hidden className="mr-1 inline size-4 align-[-3px] text-brand-600" />
        密封报价期间仅显示报价份数，开标后公开全部报价。已有 <b className="num text-ink">{lot.sealedCount ?? 0}</b> 份报价。
      </p>
      {own ? (
        <p className="m-0 text-sm" data-testid="own-sealed">
          我的报价 <PriceText price={lotPrice(own.price, unit)} />（{bidTime(own.at)}），
          {own.revisionsLeft > 0 ? `还可修改 ${own.revisionsLeft} 次（只能提高）` : '不可再修改'}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="sealed-price" className="shrink-0 text-sm text-ink-soft">
          报价金额（{unitLabel(unit)}）
        </label>
        <Input
          id="sealed-price"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`不低于 ${toInputText(lowest, unit)}`}
          className="num flex-1 text-right text-base"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <Button type="submit" variant="danger" size="lg" disabled={disabled || price === null || tooLow}>
          {submitText}
        </Button>
      </div>
      {tooLow ? <p className="m-0 text-xs text-price">{own ? '修改只能提高报价，须高于您的原报价' : '报价不能低于起始价'}</p> : null}
      {!me.canBid && me.reason ? <p className="m-0 text-sm text-ink-soft">{me.reason}</p> : null}
      <SubmissionNote submission={submission} unit={unit} latestBidSeq={lot.bids[0]?.seq ?? null} onUseLowest={(yuan) => setText(toInputText(yuan, unit))} />
      <LazyConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="请确认报价金额"
        description={confirm === null ? '' : `您的报价 ${lotPrice(confirm, unit).text} ${lotPrice(confirm, unit).unit} 比最低可报价高出 ${Math.floor(incrementsAbove(confirm, lowest, lot.increment))} 个加价幅度，确定提交吗？`}
        actionText="确认报价"
        cancelText="取消"
        onAction={() => confirm !== null && onBid(confirm)}
      />
    </form>
  );
}
