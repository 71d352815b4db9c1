import { useMemo } from 'react';
import { PROJECT_NATURE_BIDDING } from '@contract/constants';
import type { Page } from '@contract/envelope';
import type { HallRow } from '@contract/projects';
import {
  type HallFeedParams,
  type HallFeedState,
  type HallFetcher,
  type HallListState,
  type HallStarting,
  agedHallAnswer,
  atNextTick,
  getHallFeed$,
  getHallList$,
  initialHallFeedState,
  startingHallListState,
} from '@streams/feeds/hall';
import { clock } from '@streams/clock';
import { distinctUntilChanged, filter, map } from 'rxjs';
import { push$ } from '@streams/push';
import { useObservable } from '@streams/react';
import { api, inlinedAnswer } from '@/lib/api/client';
import { firstAnswersAgeMs } from '@/lib/api/first-answers';
import { type HallCall, createHallTransport } from '@/features/hall/hall-transport';

/** Endpoints of the two hall lists (§7). */
export const HALL_URLS = {
  ongoing: 'dscq-sync/v1/bid-assets/hall/page',
  upcoming: 'dscq-project/activity/upcoming-bid',
} as const;

/** The hall list call of `kind` (§7): its path and body. */
const hallCall: HallCall = (kind, { assetsName, current, size }) => ({
  url: HALL_URLS[kind],
  body: { assetsName, projectNature: PROJECT_NATURE_BIDDING, current, size },
});

/**
 * The same call through the api client on the main thread (no worker: tests, a server render). An answer the server
 * inlined into the document counts its lots' time left from when the server gave it ({@link inlinedHallPage}).
 */
const fetchOnPage: HallFetcher = (kind, query) => {
  const { url, body } = hallCall(kind, query);
  const inlined = inlinedHallPage(url, body) !== undefined;
  const answer = api.post<Page<HallRow>>(url, body);
  return inlined ? answer.then((page) => agedHallAnswer(page, firstAnswersAgeMs())) : answer;
};

/** The hall page the server inlined into the document for the call `url` `body`, or undefined. */
const inlinedHallPage = (url: string, body: Record<string, unknown>) => inlinedAnswer<Page<HallRow>>('POST', url, body);

/**
 * Loads one hall page, in a worker that answers with the rows that changed (hall-transport.ts); the api client when
 * there is none. Silent (outside the query cache's error policy): a failed poll marks the feed stale instead of
 * toasting every 5 s.
 * Module-level so every component shares the feed cache keyed by this fetcher.
 */
export const fetchHallPage: HallFetcher = createHallTransport(hallCall, fetchOnPage, () =>
  typeof Worker === 'undefined' ? null : new Worker(new URL('./hall-poll.worker.ts', import.meta.url), { type: 'module', name: 'hall-poll' }),
);

/**
 * The state the list of `params` shows before its feed's first value: its rows at once when the server inlined that
 * page into the document (/hall's first page, which the server also renders: src/entry-server.tsx), else loading.
 */
function startingList(params: HallFeedParams): HallListState {
  const { url, body } = hallCall(params.kind, params);
  const page = inlinedHallPage(url, body);
  if (!page) return initialHallFeedState(params);
  // The same state for every reader until the feed's first load takes the answer: the component's first render, the
  // feed's start (startingFeed) and the hydration all show the same row objects.
  let list = startingLists.get(page);
  if (!list) startingLists.set(page, (list = startingHallListState(params, agedHallAnswer(page, firstAnswersAgeMs()), clock.now())));
  return list;
}

/** The starting state built from each inlined hall page (keyed by the answer's data object). */
const startingLists = new WeakMap<object, HallListState>();

/** The feed's start: {@link startingList} when it shows rows, else nothing (the feed starts loading). */
const startingFeed: HallStarting = (params) => {
  const list = startingList(params);
  return list.status === 'ready' ? list : undefined;
};

/** `hall:changed` pushes: a lot opened, closed or stopped taking enrolments (contract/realtime.ts). */
const hallChanged$ = push$.pipe(filter((m) => m.type === 'hall:changed'));

/**
 * The live hall list for `params` (ongoing or upcoming, one page): rows with a per-second
 * countdown, polled while the page is visible, shared with every other reader of the same params
 * (home panel and /hall). @see streams/feeds/hall.ts, §2 Bidding hall
 */
export function useHallFeed(params: HallFeedParams): HallFeedState {
  const { kind, assetsName, current, size } = params;
  const feed$ = useMemo(() => getHallFeed$({ kind, assetsName, current, size }, fetchHallPage, hallChanged$, startingFeed), [kind, assetsName, current, size]);
  const initial = useMemo(() => initialHallFeedState({ kind, assetsName, current, size }), [kind, assetsName, current, size]);
  return useObservable(feed$, initial);
}

/**
 * The same live list as {@link useHallFeed} (one shared poll) without the per-second countdown: the component
 * re-renders only when an answer changes the rows or the status changes — changed rows at the next clock tick
 * (atNextTick: rendered in that tick's frame); rows count down by themselves from their `deadline` (LiveCountdown).
 * For long tables such as /hall. @see streams/feeds/hall.ts getHallList$, §2 Bidding hall
 */
export function useHallList(params: HallFeedParams): HallListState {
  const { kind, assetsName, current, size } = params;
  const list$ = useMemo(() => atNextTick(getHallList$({ kind, assetsName, current, size }, fetchHallPage, hallChanged$, startingFeed)), [kind, assetsName, current, size]);
  const initial = useMemo(() => startingList({ kind, assetsName, current, size }), [kind, assetsName, current, size]);
  return useObservable(list$, initial);
}

/**
 * One field of {@link useHallList}'s state (`stale` for the live badge, `total` for the pagination): the component
 * re-renders only when that field changes, not at every answer (the same shared poll).
 */
export function useHallListField<K extends 'stale' | 'total'>(params: HallFeedParams, key: K): HallListState[K] {
  const { kind, assetsName, current, size } = params;
  const field$ = useMemo(
    () => getHallList$({ kind, assetsName, current, size }, fetchHallPage, hallChanged$, startingFeed).pipe(
      map((state) => state[key]),
      distinctUntilChanged(),
    ),
    [kind, assetsName, current, size, key],
  );
  const initial = useMemo(() => startingList({ kind, assetsName, current, size })[key], [kind, assetsName, current, size, key]);
  return useObservable(field$, initial);
}
