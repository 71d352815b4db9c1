import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n';
import { AfterHydration } from '@/lib/use-hydrated';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { openingFeedState } from './inlined-snapshot';
import { RoomOpening, backToHall } from './room-opening';

// The live room (the stream layer, the socket, the bid controls) is a chunk of its own, requested as soon as this
// route's chunk runs: the first screen — the title card from the document's inlined snapshot and the room's
// skeleton — does not wait for it, and the bidder's side, which needs the live room, could not be shown earlier
// anyway (initial JS, bench/README.md). The document does not preload it (mock-server/src/http/spa-document.ts).
const loadRoom = () => import('./quote-room');
// Not in a server render, which renders the opening screen only (see QuoteHallPage) and never this room. In a task of
// its own: the request inserts a modulepreload link per chunk of the room (two dozen), which on a slow phone can take
// as long as the rest of the task that evaluates this module and starts the first render (Lighthouse TBT).
const room: ReturnType<typeof loadRoom> = import.meta.env.SSR ? new Promise(() => undefined) : yieldToBrowser().then(loadRoom);
// a failed download (a new deployment, a dropped connection) is asked for once more when the room renders
const QuoteRoom = lazy(() => room.catch(loadRoom).then((m) => ({ default: m.QuoteRoom })));

/** /quoteHall without a valid assetsId. */
export function QuoteHallMissing() {
  const t = useT('quote');
  return <EmptyState message={t('缺少竞价标的编号，请从竞价大厅进入报价厅')} action={backToHall} className="page-width py-20" />;
}

/**
 * The opening screen while the live room's chunk loads, its clock moving on by the device's time once a second (the
 * room's own shared clock takes over when the chunk arrives).
 */
function TickingOpening({ assetsId }: { assetsId: string }) {
  const [opening, setOpening] = useState(() => openingFeedState(assetsId));
  const shown = opening.lot !== null;
  useEffect(() => {
    if (!shown) return undefined;
    const tick = () => setOpening((current) => {
      const next = openingFeedState(assetsId);
      // the live room took the snapshot on its way in: keep what is shown until it takes over
      return next.lot ? next : current;
    });
    // on the server second's edge, as the room's clock ticks, so the countdown does not step twice at the handover
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      tick();
      every = setInterval(tick, 1000);
    }, 1000 - (openingFeedState(assetsId).serverNow % 1000));
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [assetsId, shown]);
  return <RoomOpening feed={opening} />;
}

/**
 * 报价厅 of one lot: the live room ({@link QuoteRoom}, quote-room.tsx) once its chunk is in; until then the room's
 * opening screen from the document's inlined public snapshot (title card, ticking clock bar, skeleton), which is also
 * what the live room shows until the bidder's side is known — so nothing moves when it takes over. The server renders
 * the opening screen alone (mock-server/src/http/ssr.ts): it knows no bidder. The browser hydrates that render as it
 * is, then draws the ticking opening and the room over it.
 */
export function QuoteHallPage({ assetsId }: { assetsId: string }) {
  // The server's render and the browser's hydration of it: the opening screen at the snapshot's time, the same HTML.
  const opening = <RoomOpening feed={openingFeedState(assetsId, true)} />;
  if (import.meta.env.SSR) return opening;
  // After a hydration the room comes in a transition, rendered in slices (AfterHydration): not in the synchronous
  // pass that follows the hydration's commit, which would render the whole room in one long task on a slow phone.
  return (
    <AfterHydration fallback={opening}>
      <Suspense fallback={<TickingOpening assetsId={assetsId} />}>
        <QuoteRoom assetsId={assetsId} />
      </Suspense>
    </AfterHydration>
  );
}
