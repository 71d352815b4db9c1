import { createContext, useContext } from 'react';
import type { LotView } from '@streams/feeds/lot';

/**
 * The lot's view of this second, for the few parts inside memoised panels that show the clock (the phone bar's time
 * left). The bid room provides it; a context reaches its readers past the panels, which render only when the lot's
 * steady view changes (steady-lot.ts).
 */
export const LotClockContext = createContext<LotView | null>(null);

/** The lot's view of this second, or null outside a bid room. */
export function useLotClock(): LotView | null {
  return useContext(LotClockContext);
}
