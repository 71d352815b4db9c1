import { Link } from '@tanstack/react-router';
import { ArrowLeft, Gavel } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { LotFeedState, LotView } from '@streams/feeds/lot-view';
import { useT } from '@/i18n';
import { ConnectionBadge } from './connection-badge';
import { LotClockBar } from './lot-clock-bar';

/** The way back to the bidding hall (a 44 px target on phones). */
function BackToHall() {
  const t = useT('quote');
  return (
    <Button asChild variant="outline" size="sm" className="h-11 sm:h-8">
      <Link to="/hall">
        <ArrowLeft />
        {t('返回竞价大厅')}
      </Link>
    </Button>
  );
}
export const backToHall = <BackToHall />;

/**
 * The room's title card: the lot's name, mode, connection state, the way back, and the clock bar (phase, countdown,
 * server time) — all public, so it shows from the document's inlined snapshot before the bidder's side is known.
 */
export function LotTitleCard({ lot, feed }: { lot: LotView; feed: LotFeedState }) {
  const t = useT('quote');
  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="m-0 flex items-center gap-2 text-xl font-semibold">
              <Gavel aria-hidden className="size-5 shrink-0 text-brand-600" />
              <span className="line-clamp-2" translate="no">{lot.assetsName}</span>
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="outline">{t(lot.modeLabel)}</Badge>
              <ConnectionBadge feed={feed} />
            </div>
          </div>
          {backToHall}
        </div>
        <LotClockBar lot={lot} serverNow={feed.serverNow} />
      </CardContent>
    </Card>
  );
}

/**
 * The room before the bidder's side is known: the title card when the lot's public state is at hand (the document's
 * inlined snapshot, or a feed that has not yet heard the bidder's side), and a skeleton of the room's final height
 * for the rest — nothing shown here changes when the bidder's side arrives. Also the first screen while the live
 * room's chunk loads.
 */
export function RoomOpening({ feed }: { feed: LotFeedState }) {
  // The room is about 60rem tall at every width: the footer stays where it will be, below the first screen.
  if (!feed.lot) return <SkeletonLines rows={10} className="page-width min-h-[60rem] py-8" />;
  return (
    <div className="page-width space-y-4 py-5">
      <LotTitleCard lot={feed.lot} feed={feed} />
      <SkeletonLines rows={8} className="min-h-[50rem]" />
    </div>
  );
}
