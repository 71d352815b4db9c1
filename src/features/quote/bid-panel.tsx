import { memo, useRef, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { FAT_FINGER_INCREMENTS } from '@contract/bid-basics';
import type { SubmissionState } from '@streams/feeds/lot-submit';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { PriceText } from '@/components/ui/price-text';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import type { SteadyLot } from './steady-lot';
import { ActionBar, TOUCH, focusAfterDialog } from './action-bar';
import { fromInputText, lotPrice, toInputText, unitLabel } from './quote-format';
import { SubmissionNote } from './submission-note';
import { LotGlance } from './lot-glance';

/** Increments between `price` and the lowest valid price (fat-finger guard, auction-rules.md). */
export const incrementsAbove = (price: number, lowest: number, increment: number) => (increment > 0 ? (price - lowest) / increment : 0);

/**
 * Ascending bid controls: the next valid price, −/+ one increment, a price input in the display unit, 出价 (Enter
 * submits), the pre-emptive-right match, and a confirmation when the bid is more than FAT_FINGER_INCREMENTS
 * increments above the lowest valid price. The input follows the lowest valid price until the user edits it.
 * On phones the price line and the controls sit in a bar at the bottom of the screen (44 px touch targets).
 */
export const BidPanel = memo(function BidPanel({ lot, unit, submission, onBid }: { lot: SteadyLot; unit: LotUnit; submission: SubmissionState; onBid: (yuan: number) => void }) {
  const t = useT('quote');
  const me = lot.me!;
  const lowest = me.nextValidPrice ?? lot.nextPrice;
  const [text, setText] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const price = text === null ? lowest : fromInputText(text, unit);
  const sending = submission.status === 'sending';
  const disabled = !me.canBid || lot.paused || sending || lowest === null;
  const tooLow = price !== null && lowest !== null && price < lowest;

  const bump = (dir: 1 | -1) => {
    if (lowest === null) return;
    setText(toInputText(Math.max(lowest, (price ?? lowest) + dir * lot.increment), unit));
  };
  const send = (yuan: number) => {
    setText(null);
    onBid(yuan);
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (disabled || price === null || tooLow) return;
    if (incrementsAbove(price, lowest!, lot.increment) > FAT_FINGER_INCREMENTS) setConfirm(price);
    else send(price);
  };
  const u = unitLabel(unit);
  const matchPrice = lotPrice(lot.price, unit);
  const confirmPrice = confirm === null ? null : lotPrice(confirm, unit);

  return (
    <form aria-label={t('出价')} onSubmit={onSubmit} className="space-y-3">
      <ActionBar>
        <LotGlance lot={lot} unit={unit} />
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
          <span>
            {t('最低可出价')} <PriceText price={lotPrice(lowest, unit)} className="text-base" />
          </span>
          <span className="text-ink-soft">
            {t('加价幅度')} <PriceText price={lotPrice(lot.increment, unit)} />
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
          <label htmlFor="bid-price" className="sr-only shrink-0 text-sm text-ink-soft sm:not-sr-only">
            {t('出价金额（{unit}）', { unit: u })}
          </label>
          <div className="flex min-w-0 flex-1 basis-full items-center gap-2 sm:basis-auto">
            <Button type="button" variant="secondary" size="icon" className={cn('size-auto', TOUCH)} aria-label={t('减少一个加价幅度')} disabled={disabled} onClick={() => bump(-1)}>
              <Minus />
            </Button>
            <Input
              ref={input}
            id="bid-price"
              inputMode="decimal"
              enterKeyHint="send"
              autoComplete="off"
              className={cn('num min-w-0 text-right text-base', TOUCH)}
              value={text ?? (lowest === null ? '' : toInputText(lowest, unit))}
              aria-invalid={tooLow || undefined}
              aria-describedby={tooLow ? 'bid-too-low' : undefined}
              disabled={disabled}
              onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
            />
            <span aria-hidden className="shrink-0 text-xs text-muted sm:hidden">{u}</span>
            <Button type="button" variant="secondary" size="icon" className={cn('size-auto', TOUCH)} aria-label={t('增加一个加价幅度')} disabled={disabled} onClick={() => bump(1)}>
              <Plus />
            </Button>
          </div>
          <Button type="submit" variant="danger" size="lg" className="h-12 w-full text-base sm:h-10 sm:w-32" disabled={disabled || price === null || tooLow}>
            {t('出价')}
          </Button>
        </div>
        {tooLow ? <p id="bid-too-low" className="m-0 text-xs text-price">{t('出价不能低于最低可出价')}</p> : null}
        {!me.canBid && (me.leading || me.reason) ? (
          <p className="m-0 text-sm text-ink-soft" data-testid="bid-blocked">{me.leading ? t('您当前领先，待他人出价后可再次出价') : t(me.reason!)}</p>
        ) : null}
        <SubmissionNote submission={submission} unit={unit} latestBidSeq={lot.bids[0]?.seq ?? null} onUseLowest={(yuan) => setText(toInputText(yuan, unit))} />
      </ActionBar>
      {me.canMatch && lot.price !== null ? (
        <Button type="button" variant="outline" size="sm" className="h-11 sm:h-8" disabled={lot.paused || sending} onClick={() => onBid(lot.price!)}>
          {t('行使优先购买权：以当前价 {price} {unit} 应价', { price: matchPrice.text, unit: matchPrice.unit })}
        </Button>
      ) : null}
      <LazyConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirm(null);
          focusAfterDialog(input);
        }}
        title={t('请确认出价金额')}
        description={
          confirm === null || !confirmPrice
            ? ''
            : t('您的出价 {price} {unit} 比最低可出价高出 {n} 个加价幅度，出价一经确认不可撤回。确定出价吗？', {
              price: confirmPrice.text, unit: confirmPrice.unit, n: Math.floor(incrementsAbove(confirm, lowest ?? confirm, lot.increment)),
            })
        }
        actionText={t('确认出价')}
        cancelText={t('取消')}
        onAction={() => confirm !== null && send(confirm)}
      />
    </form>
  );
});
