// @vitest-environment jsdom
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { HallRow } from '@contract/projects';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ api: { post }, inlinedAnswer: () => undefined }));

const { useHallListField } = await import('@/features/hall/hall.feed');

const T0 = 1_700_000_000_000;

const row = (id: string, leftTime: number): HallRow => ({
  assetsId: id.padStart(32, '0'), assetsName: `资产${id}`, projectType: 0, priceType: 1, startPrice: 100000, biddingPrice: null,
  biddingCount: 0, priceUnitName: '', leftTime, bidStartTime: '2024-01-01 09:00:00', bidEndTime: '2024-01-01 10:00:00',
});
const answer = (rows: HallRow[], total: number) => ({ records: rows, total, size: 8, current: 1, pages: Math.ceil(total / 8) });

function Total() {
  return <span>{useHallListField({ kind: 'ongoing', current: 1, size: 8 }, 'total')}</span>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  post.mockReset();
});

describe('useHallListField (/hall pagination and live badge)', () => {
  it('re-renders when its field changes, not at every poll answer', async () => {
    post
      .mockResolvedValueOnce(answer([row('1', 1000), row('2', 2000)], 20))
      .mockResolvedValueOnce(answer([row('1', 995), row('2', 1995)], 20)) // new leftTime, same total
      .mockResolvedValue(answer([row('1', 990)], 19));
    let commits = 0;
    const view = render(
      <Profiler id="total" onRender={() => commits++}>
        <Total />
      </Profiler>,
    );
    expect(view.container.textContent).toBe('0'); // before the first answer
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.container.textContent).toBe('20');
    const afterFirst = commits;

    await act(() => vi.advanceTimersByTimeAsync(5000)); // the second answer: same total
    expect(post).toHaveBeenCalledTimes(2);
    expect(commits).toBe(afterFirst);

    await act(() => vi.advanceTimersByTimeAsync(5000)); // the third: one lot fewer
    expect(post).toHaveBeenCalledTimes(3);
    expect(view.container.textContent).toBe('19');
    expect(commits).toBe(afterFirst + 1);
  });
});
