// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ActionBar } from '@/features/quote/action-bar';

/** The ResizeObserver callbacks of the bars on the page (jsdom has no ResizeObserver). */
const observers: Array<(entries: Array<Partial<ResizeObserverEntry>>) => void> = [];
class FakeResizeObserver {
  constructor(cb: (entries: Array<Partial<ResizeObserverEntry>>) => void) {
    observers.push(cb);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

/** A notice from the browser's layout that the bar is `height` px tall. */
const laidOut = (height: number) => act(() => observers.forEach((cb) => cb([{ borderBoxSize: [{ blockSize: height, inlineSize: 390 }] }])));

describe('the bid controls’ bar (src/features/quote/action-bar.tsx)', () => {
  it('pads the page by its height while it is fixed to the bottom of a phone’s screen, from the browser’s layout, and not after it is gone', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { getByTestId, unmount } = render(<ActionBar>出价</ActionBar>);
    getByTestId('bid-bar').style.position = 'fixed'; // what the phone's style sheet makes it
    expect(document.body.style.paddingBottom).toBe('');
    laidOut(64);
    expect(document.body.style.paddingBottom).toBe('64px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('64px');
    laidOut(112); // a second row of controls (e.g. a confirmation) makes it taller
    expect(document.body.style.paddingBottom).toBe('112px');
    unmount();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('leaves the page unpadded where it is an ordinary block in the action card (from sm up)', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(<ActionBar>出价</ActionBar>);
    laidOut(40);
    expect(document.body.style.paddingBottom).toBe('');
  });
});
