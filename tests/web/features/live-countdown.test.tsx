// @vitest-environment jsdom
import { Profiler } from 'react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LiveCountdown } from '@/components/live-countdown';

const T0 = 1_700_000_000_000; // a whole second

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders one countdown inside a Profiler and counts React commits of that subtree. */
function renderCountdown(deadline: number) {
  const commits = { n: 0 };
  const view = render(
    <Profiler id="row" onRender={() => commits.n++}>
      <LiveCountdown deadline={deadline} />
    </Profiler>,
  );
  return { view, commits, text: () => view.container.textContent };
}

describe('LiveCountdown (one hall row, §4 Countdown)', () => {
  it('ticks every second on the shared clock without re-rendering', async () => {
    const { commits, text } = renderCountdown(T0 + 3_725_000); // leftTime 3725 s → shows 3720 s
    expect(text()).toBe('00天01时02分00秒');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const afterMount = commits.n;

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(text()).toBe('00天01时01分59秒');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('00天01时01分57秒');
    expect(commits.n).toBe(afterMount); // digits were rewritten in place: no React render at all
  });

  it('renders 已超时 through React when it times out', async () => {
    const { commits, text } = renderCountdown(T0 + 7000); // shows 2 s
    await act(() => vi.advanceTimersByTimeAsync(0));
    const afterMount = commits.n;
    expect(text()).toBe('00天00时00分02秒');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('已超时');
    expect(commits.n).toBe(afterMount + 1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(commits.n).toBe(afterMount + 1);
  });

  it('holds no timer of its own: the shared clock ticks for every row', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const rows = Array.from({ length: 50 }, (_, i) => T0 + (100 + i) * 1000);
    const view = render(
      <>
        {rows.map((d) => (
          <LiveCountdown key={d} deadline={d} />
        ))}
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toContain('00天00时01分33秒'); // row 0: 100 − 5 − 2
    setInterval.mockRestore();
  });

  it('with active$, ticks only while it is true and catches up at once when it turns true again', async () => {
    const active$ = new BehaviorSubject(false);
    const view = render(<LiveCountdown deadline={T0 + 3_725_000} active$={active$} />);
    const text = () => view.container.textContent;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(text()).toBe('00天01时02分00秒'); // off screen: the digits of its render stay
    act(() => active$.next(true));
    expect(text()).toBe('00天01时01分57秒');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(text()).toBe('00天01时01分56秒');
    act(() => active$.next(false));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(text()).toBe('00天01时01分56秒');
  });

  it('rendered on the server shows -- digits, and hydrates without a mismatch into the time left', async () => {
    const deadline = T0 + 3_725_000;
    const html = renderToString(<LiveCountdown deadline={deadline} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    expect(box.textContent).toBe('--天--时--分--秒');
    // Seconds pass between the server's render and the browser's hydration: the digits are the browser's to show.
    await vi.advanceTimersByTimeAsync(2000);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(box, <LiveCountdown deadline={deadline} />, { onRecoverableError: (e) => mismatches.push(e) }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(mismatches).toEqual([]);
    expect(box.textContent).toBe('00天01时01分58秒');
    act(() => root.unmount());
    box.remove();
  });
});

