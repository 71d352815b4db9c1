import { memo, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
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
import { bidTime, fromInputText, lotPrice, toInputText, unitLabel } from './quote-format';
import { SubmissionNote } from './submission-note';
import { LotGlance } from './lot-glance';
import { incrementsAbove } from './bid-panel';

/**
 * Sealed round (一次性报价, two-stage stage 1): one price, not below the start price and on the grid, revisable only
 * as often as the rules allow and only upwards (修改报价; 已报价 once nothing is left). Others' prices stay hidden;
 * only the count of submissions and the own price show. On phones the price input and the button sit in a bar at
 * the bottom of the screen.
 */
export const SealedPanel = memo(function SealedPanel({ lot, unit, submission, onBid }: { lot: SteadyLot; unit: LotUnit; submission: SubmissionState; onBid: (yuan: number) => void }) {
  const t = useT('quote');
  const me = lot.me!;
  const lowest = me.nextValidPrice ?? lot.startPrice;
  const [text, setText] = useState('');
  const [confirm, setConfirm] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const price = fromInputText(text, unit);
  const own = me.sealedBid;
  const closedForMe = own !== null && own.revisionsLeft <= 0;
  const disabled = !me.canBid || closedForMe || lot.paused || submission.status === 'sending';
  const tooLow = price !== null && price < lowest;
  // A revision may only raise (auction-rules.md "Bids are final"); with none left the button says the bid is in.
  const submitText = !own ? t('提交报价') : own.revisionsLeft > 0 ? t('修改报价') : t('已报价');
  const confirmPrice = confirm === null ? null : lotPrice(confirm, unit);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (disabled || price === null || tooLow) return;
    if (incrementsAbove(price, lowest, lot.increment) > FAT_FINGER_INCREMENTS) setConfirm(price);
    else onBid(price);
  };

  return (
    <form aria-label={t('密封报价')} onSubmit={onSubmit} className="space-y-3">
      <p className="m-0 text-sm text-ink-soft">
        <Lock aria-hidden className="mr-1 inline size-4 align-[-3px] text-brand-600" />
        {t('密封报价期间仅显示报价份数，开标后公开全部报价。')}
        {t('已有 {n} 份报价。', { n: lot.sealedCount ?? 0 })}
      </p>
      {own ? (
        <p className="m-0 text-sm" data-testid="own-sealed">
          {t('我的报价')} <PriceText price={lotPrice(own.price, unit)} />
          {t('（{time}），', { time: bidTime(own.at) })}
          {own.revisionsLeft > 0 ? t('还可修改 {n} 次（只能提高）', { n: own.revisionsLeft }) : t('不可再修改')}
        </p>
      ) : null}
      <ActionBar>
        <LotGlance lot={lot} unit={unit} />
        <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
          <label htmlFor="sealed-price" className="shrink-0 basis-full text-sm text-ink-soft sm:basis-auto">
            {t('报价金额（{unit}）', { unit: unitLabel(unit) })}
          </label>
          <Input
            ref={input}
            id="sealed-price"
            inputMode="decimal"
            enterKeyHint="send"
            autoComplete="off"
            placeholder={t('不低于 {price}', { price: toInputText(lowest, unit) })}
            className={cn('num min-w-0 flex-1 text-right text-base', TOUCH)}
            value={text}
            disabled={disabled}
            aria-invalid={tooLow || undefined}
            aria-describedby={tooLow ? 'sealed-too-low' : undefined}
            onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
          />
          <Button type="submit" variant="danger" size="lg" className="h-11 sm:h-10" disabled={disabled || price === null || tooLow}>
            {submitText}
          </Button>
        </div>
        {tooLow ? (
          <p id="sealed-too-low" className="m-0 text-xs text-price">{own ? t('修改只能提高报价，须高于您的原报价') : t('报价不能低于起始价')}</p>
        ) : null}
        {!me.canBid && me.reason ? <p className="m-0 text-sm text-ink-soft">{t(me.reason)}</p> : null}
        <SubmissionNote submission={submission} unit={unit} latestBidSeq={lot.bids[0]?.seq ?? null} onUseLowest={(yuan) => setText(toInputText(yuan, unit))} />
      </ActionBar>
      <LazyConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirm(null);
          focusAfterDialog(input);
        }}
        title={t('请确认报价金额')}
        description={
          confirm === null || !confirmPrice
            ? ''
            : t('您的报价 {price} {unit} 比最低可报价高出 {n} 个加价幅度，确定提交吗？', {
              price: confirmPrice.text, unit: confirmPrice.unit, n: Math.floor(incrementsAbove(confirm, lowest, lot.increment)),
            })
        }
        actionText={t('确认报价')}
        cancelText={t('取消')}
        onAction={() => confirm !== null && onBid(confirm)}
      />
    </form>
  );
});
