// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from '@/components/ui/carousel';
import { stubCarouselApis } from '../detail/detail-fixtures';

beforeEach(() => stubCarouselApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slides = ['一', '二', '三'].map((t) => <p key={t}>横幅{t}</p>);
const current = () => screen.getAllByRole('button', { name: /^第 \d 张$/ }).map((b) => b.getAttribute('aria-current'));

describe('Carousel (embla fetched after the first render)', () => {
  it('renders every slide and the first as current before embla arrives, then moves with the dots', async () => {
    render(<Carousel label="横幅" slides={slides} dots arrows intervalMs={3000} />);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(current()).toEqual(['true', null, null]);
    const user = userEvent.setup();
    // clicks work once embla is there: wait until a dot click moves the current slide
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: '第 3 张' }));
      expect(current()).toEqual([null, null, 'true']);
    });
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(current()).toEqual([null, 'true', null]);
  });

  it('makes the slides out of view inert: no tab stop, not read out, and none while a single slide shows', async () => {
    render(<Carousel label="横幅" slides={slides} dots intervalMs={3000} />);
    const inert = () => screen.getAllByRole('group', { hidden: true }).map((g) => g.hasAttribute('inert'));
    expect(inert()).toEqual([false, true, true]);
    const user = userEvent.setup();
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: '第 2 张' }));
      expect(inert()).toEqual([true, false, true]);
    });
    cleanup();
    render(<Carousel label="横幅" slides={slides.slice(0, 1)} />);
    expect(inert()).toEqual([false]);
  });

  it('offers a pause/play button while it autoplays (WCAG 2.2.2), none without autoplay', async () => {
    const { unmount } = render(<Carousel label="横幅" slides={slides} dots intervalMs={3000} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(screen.getByRole('button', { name: '播放轮播' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '播放轮播' }));
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeTruthy();
    unmount();
    render(<Carousel label="横幅" slides={slides} dots />);
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
  });

  it('renders a single slide without controls', () => {
    render(<Carousel label="横幅" slides={slides.slice(0, 1)} dots arrows intervalMs={3000} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
