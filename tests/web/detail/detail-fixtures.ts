import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import type { EnrolmentView } from '@contract/enrolment';
import type { ProjectDetail } from '@contract/project-detail';

export const ASSETS_ID = '0123456789abcdef0123456789abcdef';
const DAY = 86_400_000;

/** A registering single-asset project as GET project/detail answers it, overridable per test. */
export function detail(over: Partial<ProjectDetail> = {}): ProjectDetail {
  const now = Date.now();
  return {
    id: ASSETS_ID, assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001', projectType: 0,
    projectNature: 0, priceType: 1, startPrice: 1_250_000, priceUnit: '', province: '四川省', city: '眉山市', county: '东坡区',
    area: 56.5, areaUnit: '亩', typeName: '耕地', transferType: '1', status: 1, state: '正在报名', imgSrc: '/files/a.svg',
    announcementEndTime: '2026-12-30 17:00:00', publishDate: '2026-11-01 09:00:00', description: '地块平整，水源充足。',
    transferor: '某村股份经济合作联合社', termYears: 10, deposit: 50_000, increment: 1_000, biddingPrice: null, biddingCount: 0,
    town: '', village: '', regionText: '四川省眉山市东坡区', transferTypeName: '出租', announcementStartTime: '2026-11-01 09:00:00',
    bidStartTime: '', bidEndTime: '', gallery: [], isPackage: false, parentAssetsId: '', subAssetCount: 0, acceptKinds: 'both',
    acceptKindsLabel: '个人或机构均可报名', directional: false, directionalVerified: true,
    enrolment: { startTime: '2026-11-01 09:00:00', endTime: '2026-12-30 17:00:00', startAt: now - DAY, endAt: now + 10 * DAY, open: true },
    bidActivity: null, favouriteCount: 3, isCollected: false, roadshow: null, ...over,
  };
}

/** The caller's enrolment, pending payment unless overridden. */
export function enrolment(over: Partial<EnrolmentView> = {}): EnrolmentView {
  return {
    id: '77', assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', projectCode: 'NCCQ-2026-0001', kind: 'person',
    state: 'pending_payment', stateLabel: '待缴纳保证金', subAssets: [], materials: [], deposit: 50_000, depositStatus: 'unpaid',
    depositStatusLabel: '未缴纳', bidderCode: null, orderNo: 'BZJ202611200000000001', createTime: '2026-11-20 10:00:00',
    paidTime: '', replayed: false, ...over,
  };
}

/** What a fake route answers: envelope data (code 200), or an explicit HTTP status / envelope code. */
export type Answer = unknown | { $status: number; $code?: number; $msg?: string };

/**
 * Replaces fetch with a fake exchange server: `routes` maps an /api/ path to a handler (given the JSON body and the
 * query); unknown paths answer data null. A handler returning `{ $status: 401 }` answers that status with the
 * envelope code. Returns the list of requested paths.
 */
export function fakeApi(routes: Record<string, (body: Record<string, unknown> | undefined, query: URLSearchParams) => Answer>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push(path);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const answer = routes[path] ? routes[path](body, url.searchParams) : null;
    const special = answer !== null && typeof answer === 'object' && '$status' in answer ? (answer as { $status: number; $code?: number; $msg?: string }) : null;
    const status = special?.$status ?? 200;
    const code = special ? (special.$code ?? special.$status) : 200;
    return new Response(JSON.stringify({ code, success: code === 200, data: special ? null : answer, msg: special?.$msg ?? '操作成功' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/**
 * jsdom lacks the observers and media queries the gallery's carousel (embla) reads: inert stand-ins, but for the
 * IntersectionObserver, which reports each element it is given as in view (a screen tall enough for the whole page),
 * so what waits to come near the viewport (the announcement tabs) is built.
 */
export function stubCarouselApis(): void {
  class Observer {
    observe(_el?: Element) {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  class InViewObserver extends Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {
      super();
    }
    override observe(el: Element) {
      queueMicrotask(() => this.callback([{ target: el, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
    }
  }
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
}

/**
 * The hooks of a suite that renders the detail page logged out: before each test, window.scrollTo stubbed, the
 * carousel's browser APIs ({@link stubCarouselApis}) and no session; after it, the page unmounted and every stub undone.
 * Call at the top level of the test file.
 */
export function detailPageTestHooks(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    stubCarouselApis();
    useSessionStore.getState().loggedOut();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
