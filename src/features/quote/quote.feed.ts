import { useMemo } from 'react';
import { getLotFeed$, type LotFeedState } from '@streams/feeds/lot';
import { type BidSubmitter, type SubmissionState, createBidSubmitter } from '@streams/feeds/lot-submit';
import { useObservable } from '@streams/react';
import { openingFeedState } from './inlined-snapshot';
import { lotSources, postBid } from './quote.sources';

/**
 * The live state of one lot, shared with every other reader of the same lot. Before the feed's first emission it is
 * the document's inlined public snapshot when there is one (the room's first render shows the lot, its bidder's side
 * still unknown), else 'loading'. @see streams/feeds/lot.ts
 */
export function useLotFeed(assetsId: string): LotFeedState {
  const feed$ = useMemo(() => getLotFeed$(assetsId, lotSources), [assetsId]);
  const initial = useMemo(() => openingFeedState(assetsId), [assetsId]);
  return useObservable(feed$, initial);
}

const IDLE: SubmissionState = { status: 'idle' };

/**
 * The bid submitter of one lot and its current state. One per mounted room: it holds nothing while idle, so it is
 * not disposed on unmount (StrictMode's simulated unmount would otherwise kill the instance the memo keeps).
 */
export function useBidSubmitter(assetsId: string): { submitter: BidSubmitter; submission: SubmissionState } {
  const submitter = useMemo(() => createBidSubmitter(assetsId, { room: lotSources.room, post: postBid }), [assetsId]);
  const submission = useObservable(submitter.state$, IDLE);
  return { submitter, submission };
}
