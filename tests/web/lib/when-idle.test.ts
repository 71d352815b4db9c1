// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('whenIdle', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load event while the document is loading, then runs the tasks in order', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const ran: string[] = [];
    whenIdle(() => ran.push('page view'));
    whenIdle(() => ran.push('unread count'));
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual([]);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['page view', 'unread count']);
  });

  it('asks for an idle callback with a timeout once loaded, so the task runs even on a page that is never idle', () => {
    const idle = vi.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdle(task);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0][1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    idle.mock.calls[0][0]({ didTimeout: true, timeRemaining: () => 0 });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
