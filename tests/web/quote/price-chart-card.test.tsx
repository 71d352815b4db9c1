// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceChartCard } from '@/features/quote/price-chart-card';
import type { SteadyLot } from '@/features/quote/steady-lot';
import { FakeObserver } from '../fake-intersection-observer';

const loaded = vi.fn();
vi.mock('@/features/quote/price-chart', () => ({
  default: function Chart() {
    loaded();
    return <div data-testid="chart" />;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.all = [];
  loaded.mockClear();
});

const UNIT = { priceType: 1, priceUnitName: '' };
const lot = (phase: string, bids: unknown[]) => ({ phase, bids }) as unknown as SteadyLot;

describe('PriceChartCard', () => {
  it('loads the chart only once the card is in the viewport itself, with a placeholder of its height until then', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<PriceChartCard lot={lot('bidding', [{ seq: 1 }])} now={0} unit={UNIT} />);
    const [observer] = FakeObserver.all;
    expect(observer.options?.rootMargin).toBe('0px');
    expect(container.querySelector('.h-\\[220px\\]')).not.toBeNull();
    act(() => observer.report(false));
    expect(screen.queryByTestId('chart')).toBeNull();
    await act(async () => observer.report(true));
    expect(await screen.findByTestId('chart')).toBeTruthy();
    expect(loaded).toHaveBeenCalled();
  });

  it('still loads the chart when the lot starts while the card, first an empty state, is already in view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<PriceChartCard lot={lot('scheduled', [])} now={0} unit={UNIT} />);
    expect(screen.getByText('竞价开始后显示价格走势')).toBeTruthy();
    await act(async () => FakeObserver.all[0].report(true));
    expect(loaded).not.toHaveBeenCalled();
    rerender(<PriceChartCard lot={lot('bidding', [{ seq: 1 }])} now={1000} unit={UNIT} />);
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });
});
