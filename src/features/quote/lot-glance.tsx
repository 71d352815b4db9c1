import { CountdownText } from '@/components/ui/countdown-text';
import { PriceText } from '@/components/ui/price-text';
import { useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { useLotClock } from './lot-clock';
import type { SteadyLot } from './steady-lot';
import { lotPremium, lotPrice } from './quote-format';

/**
 * The lot at a glance for the phone's bottom bar (hidden from `sm` up, where the price board stays in view): the
 * current price, the premium and the time left, so a bidder scrolled down the page still sees them. A visual copy of
 * the price board and the clock bar, so hidden from screen readers. The price comes from `lot`, the time left from the
 * room's clock of this second ({@link useLotClock}): the bar renders every second, the panel around it does not.
 */
export function LotGlance({ lot, unit }: { lot: SteadyLot; unit: LotUnit }) {
  const t = useT('quote');
  const clock = useLotClock();
  const sealed = lot.phase === 'sealed';
  return (
    <div aria-hidden className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-ink-soft sm:hidden">
      {sealed ? null : (
        <>
          <span>
            {t('当前价')} <PriceText price={lotPrice(lot.price ?? lot.startPrice, unit)} className="text-sm" />
          </span>
          <span>
            {t('溢价率')} <b className="num text-price">{lotPremium(lot)}</b>
          </span>
        </>
      )}
      {clock && clock.remainingMs !== null && clock.phase !== 'descending' ? (
        <span className="inline-flex items-baseline gap-1">
          {t('剩余')} <CountdownText parts={clock.countdown} />
        </span>
      ) : null}
    </div>
  );
}
