// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { HallRow } from '@contract/projects';
import { useHallList } from '@/features/hall/hall.feed';
import { resetFirstAnswers } from '@/lib/api/first-answers';
import { useSessionStore } from '@/stores/session';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) => ({ code: 200, success: true, data, msg: '操作成功' });
const row = (id: string, leftTime: number): HallRow => ({
  assetsId: id.padStart(32, '0'), assetsName: `资产${id}`, projectType: 0, priceType: 1, startPrice: 100000, biddingPrice: null,
  biddingCount: 0, priceUnitName: '', leftTime, bidStartTime: '2024-01-01 09:00:00', bidEndTime: '2024-01-01 10:00:00',
});
/** The key mock-server/src/http/first-answers.ts gives the hall's first page. */
const FIRST_PAGE_KEY = 'POST dscq-sync/v1/bid-assets/hall/page {"projectNature":49,"current":1,"size":8}';

/** The server's inlined answers in the document, with the hall's first page holding `rows`. */
function inline(rows: HallRow[]) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-answers';
  el.textContent = JSON.stringify({ lang: 'zh-CN', answers: { [FIRST_PAGE_KEY]: envelope({ records: rows, total: 12, size: 8, current: 1, pages: 2 }) } });
  document.head.append(el);
  resetFirstAnswers();
}

/** The lot names and the total of the hall list of page `current`, or 加载中 before its first answer. */
function Names({ current = 1 }: { current?: number }) {
  const list = useHallList({ kind: 'ongoing', current, size: 8 });
  if (list.status === 'loading') return <p>加载中</p>;
  return <p>{`${list.rows.map((r) => r.assetsName).join(',')} / ${list.total}`}</p>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(envelope({ records: [row('9', 500)], total: 1, size: 8, current: 1, pages: 1 })), {
    headers: { 'Content-Type': 'application/json' },
  }));
  useSessionStore.getState().loggedOut();
});

afterEach(async () => {
  cleanup();
  // A feed is torn down a macrotask after its last reader left (streams/react.ts): the next test starts a fresh one.
  await new Promise((resolve) => setTimeout(resolve, 5));
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.head.querySelector('#first-answers')?.remove();
  resetFirstAnswers();
});

describe('the hall list of a server-rendered /hall (its first page inlined into the document)', () => {
  it('shows the inlined rows in its first render and hydrates the server HTML without a mismatch; its first load takes that answer', async () => {
    inline([row('1', 3600), row('2', 7200)]);
    const html = renderToString(<Names />);
    expect(html).toContain('资产1,资产2 / 12');
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(box, <Names />, { onRecoverableError: (e) => mismatches.push(e) }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mismatches).toEqual([]);
    expect(box.textContent).toBe('资产1,资产2 / 12');
    // The feed's first load was the inlined answer, not a request.
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => root.unmount());
    box.remove();
  });

  it('keeps the hydrated rows through the feed\'s first load of the same answer: no new rows to render', async () => {
    inline([row('1', 3600), row('2', 7200)]);
    const shown: unknown[] = [];
    function Rows() {
      const list = useHallList({ kind: 'ongoing', current: 1, size: 8 });
      shown.push(list.rows);
      return <p>{list.rows.map((r) => r.assetsName).join(',')}</p>;
    }
    const box = document.createElement('div');
    box.innerHTML = renderToString(<Rows />);
    document.body.append(box);
    const root = await act(async () => hydrateRoot(box, <Rows />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(box.textContent).toBe('资产1,资产2');
    expect(fetchMock).not.toHaveBeenCalled();
    // The server's render, the hydration and every render after it: one and the same rows array.
    expect(new Set(shown.slice(1)).size).toBe(1);
    act(() => root.unmount());
    box.remove();
  });

  it('starts loading without an inlined answer for its page, and loads from the server', async () => {
    inline([row('1', 3600)]);
    const view = render(<Names current={2} />);
    expect(view.container.textContent).toBe('加载中');
    await vi.waitFor(() => expect(view.container.textContent).toBe('资产9 / 1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts the inlined lots\' time left from when the server gave them, not from when the page read them', async () => {
    inline([row('1', 3600)]);
    // The document's first byte came 3 s ago: the server answered then.
    const responseStart = performance.now() - 3000;
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'navigation' ? [{ responseStart }] : []) });
    onTestFinished(() => {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    });
    const seconds: number[] = [];
    function Left() {
      const list = useHallList({ kind: 'ongoing', current: 1, size: 8 });
      for (const r of list.rows) seconds.push(Math.round((r.deadline - Date.now()) / 1000));
      return null;
    }
    render(<Left />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // The first render's rows, and the feed's first answer (the same inlined page): 3597 s, not 3600 s.
    expect(seconds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seconds)).toEqual(new Set([3597]));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

