// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN } from '@/lib/use-near-viewport';
import { WhenNearViewport } from '@/lib/when-near-viewport';
import { FakeObserver } from '../fake-intersection-observer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

const page = (prepare?: () => void) => (
  <WhenNearViewport placeholderClassName="min-h-[1600px]" prepare={prepare}>
    <p>最新挂牌</p>
  </WhenNearViewport>
);

describe('WhenNearViewport', () => {
  it('sends the placeholder, with the height it reserves, in the server render', () => {
    const html = renderToString(page());
    expect(html).toContain('min-h-[1600px]');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('最新挂牌');
  });

  it('builds its content only once the placeholder comes within the margin of the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(page());
    expect(screen.queryByText('最新挂牌')).toBeNull();
    const [observer] = FakeObserver.all;
    expect(observer.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer.watched).toEqual([container.querySelector('[aria-busy="true"]')]);

    act(() => observer.report(false));
    expect(screen.queryByText('最新挂牌')).toBeNull();

    await act(async () => observer.report(true));
    expect(screen.getByText('最新挂牌')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // Shown for good: the observer is let go.
    expect(observer.watched).toEqual([]);
  });

  it('builds its content on the first Tab key, so a keyboard user can reach its links', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(page());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    expect(screen.queryByText('最新挂牌')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(screen.getByText('最新挂牌')).toBeTruthy();
  });

  it('shows its content right away where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(page());
    expect(await screen.findByText('最新挂牌')).toBeTruthy();
  });

  it('calls prepare once, when the browser is idle, before the content is near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const prepare = vi.fn();
    const { rerender } = render(page(prepare));
    expect(prepare).not.toHaveBeenCalled();
    act(() => idle.forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 })));
    expect(prepare).toHaveBeenCalledTimes(1);
    rerender(page(prepare));
    expect(idle).toHaveLength(1);
    expect(screen.queryByText('最新挂牌')).toBeNull();
  });
});
