import { useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import type { LotView } from '@streams/feeds/lot';
import type { SubmissionState } from '@streams/feeds/lot-submit';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Button } from '@/components/ui/button';
import { PriceText } from '@/components/ui/price-text';
import { formatDate } from '@/lib/format';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { ActionBar, focusAfterDialog } from './action-bar';
import { lotPrice } from './quote-format';
import { SubmissionNote } from './submission-note';
import { LotGlance } from './lot-glance';

/**
 * Taking the offered price: the descending clock of 降价拍 / V型竞价 (current falling price, next step time, floor)
 * or the fixed price of 先到先得. One big 应价 button calls `lot:accept` at the price shown, after a confirmation,
 * because the first acceptance wins the lot.
 */
export function AcceptPanel({ lot, unit, submission, onAccept }: { lot: LotView; unit: LotUnit; submission: SubmissionState; onAccept: (yuan: number) => void }) {
  const t = useT('quote');
  const me = lot.me!;
  const [confirm, setConfirm] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const price = lot.price ?? lot.startPrice;
  const descending = lot.phase === 'descending';
  const step = lot.rules.step;
  const nextPrice = step !== null ? Math.max(lot.rules.floorPrice ?? 0, price - step) : null;
  const disabled = !me.canBid || lot.paused || submission.status === 'sending';
  const shown = lotPrice(price, unit);

  return (
    <div className="space-y-3">
      {descending ? (
        <dl className="m-0 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted">{t('下次降价时间')}</dt>
            <dd className="m-0 num" data-testid="next-step">
              {lot.nextTickAt !== null
                ? t('{time}（{n} 秒后）', { time: formatDate(lot.nextTickAt, 'HH:mm:ss'), n: Math.ceil((lot.nextTickInMs ?? 0) / 1000) })
                : '--'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('降价后价格')}</dt>
            <dd className="m-0 flex items-center gap-1">
              <ArrowDown aria-hidden className="size-3.5 text-brand-600" />
              <PriceText price={lotPrice(nextPrice, unit)} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('最低价')}</dt>
            <dd className="m-0">
              <PriceText price={lotPrice(lot.rules.floorPrice, unit)} />
            </dd>
          </div>
        </dl>
      ) : null}
      <ActionBar>
        <LotGlance lot={lot} unit={unit} />
        <Button
          ref={button}
          variant="danger"
          className="h-14 w-full text-xl sm:h-16 sm:w-72"
          disabled={disabled}
          onClick={() => setConfirm(true)}
          data-testid="accept-button"
        >
          {t('应价 {price} {unit}', { price: shown.text, unit: shown.unit })}
        </Button>
        {!me.canBid && me.reason ? <p className="m-0 text-sm text-ink-soft">{t(me.reason)}</p> : null}
        <SubmissionNote submission={submission} unit={unit} latestBidSeq={lot.bids[0]?.seq ?? null} />
      </ActionBar>
      <LazyConfirmDialog
        open={confirm}
        onOpenChange={(open) => {
          setConfirm(open);
          if (!open) focusAfterDialog(button);
        }}
        title={t('确认应价')}
        description={
          lot.mode === 'vShaped'
            ? t('确定以 {price} {unit} 应价吗？应价后进入限时报价期，其他竞买人可在此价格上加价。', { price: shown.text, unit: shown.unit })
            : t('确定以 {price} {unit} 应价吗？首个应价者即成交，应价不可撤回。', { price: shown.text, unit: shown.unit })
        }
        actionText={t('确认应价')}
        cancelText={t('取消')}
        onAction={() => onAccept(price)}
      />
    </div>
  );
}
