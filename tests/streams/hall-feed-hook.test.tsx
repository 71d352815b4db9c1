// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useHallFeed } from '@/features/hall/hall.feed';
import type { HallFeedParams } from '@streams/feeds/hall';

vi.mock('@/lib/toast', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const hallRow = {
  assetsId: 'a'.repeat(32),
  assetsName: '林地经营权',
  projectType: 0,
  priceType: 1,
  startPrice: 500000,
  biddingPrice: 550000,
  biddingCount: 3,
  priceUnitName: '',
  leftTime: 65,
  bidStartTime: '2024-01-01 09:00:00',
  bidEndTime: '2024-01-01 10:00:00',
};

function Panel({ id, params }: { id: string; params: HallFeedParams }) {
  const feed = useHallFeed(params);
  const first = feed.rows[0];
  return <span data-testid={id}>{feed.status === 'ready' && first ? `${first.assetsName} ${first.countdown?.minutes}:${first.countdown?.seconds}` : feed.status}</span>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 200, success: true, msg: '', data: { records: [hallRow], total: 1, size: 8, current: 1, pages: 1 } }), {
        status: 200,
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('useHallFeed', () => {
  it('posts the §7 hall query and renders a live countdown, one poll for two panels', async () => {
    const params: HallFeedParams = { kind: 'ongoing', current: 1, size: 8 };
    const view = render(
      <StrictMode>
        <Panel id="home" params={params} />
        <Panel id="hall" params={{ ...params }} />
      </StrictMode>,
    );
    expect(view.getByTestId('home').textContent).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(10));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/dscq-sync/v1/bid-assets/hall/page');
    expect(JSON.parse(String(init!.body))).toEqual({ projectNature: 49, current: 1, size: 8 });
    expect(view.getByTestId('home').textContent).toBe('林地经营权 01:00');
    expect(view.getByTestId('hall').textContent).toBe('林地经营权 01:00');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(view.getByTestId('hall').textContent).toBe('林地经营权 00:59');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the upcoming endpoint with the asset name', async () => {
    render(<Panel id="up" params={{ kind: 'upcoming', assetsName: '鱼塘', current: 2, size: 8 }} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/dscq-project/activity/upcoming-bid');
    expect(JSON.parse(String(init!.body))).toEqual({ assetsName: '鱼塘', projectNature: 49, current: 2, size: 8 });
  });
});
