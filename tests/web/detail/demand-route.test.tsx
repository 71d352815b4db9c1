// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemandDetail } from '@contract/demand';
import { fakeApi } from './detail-fixtures';
import { renderAt } from '../render-app';

const demand = (over: Partial<DemandDetail> = {}): DemandDetail => ({
  id: '42', title: '求租东坡区耕地100亩', demandPurpose: '01', demandPurposeName: '耕地', typeName: '耕地经营权', province: '四川省',
  city: '眉山市', county: '东坡区', areaMin: 100, areaMax: 200, termYears: 10, budget: 1_200_000, contactName: '李宇',
  contactPhone: '13812345678', status: 1, statusLabel: '征集中', summary: '用于水稻种植', publishDate: '2026-11-20 09:00:00',
  description: '我方拟求租耕地。\n要求集中连片。', ...over,
});


beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/demand and /demandDetail/{id}.html (§2)', () => {
  it('filters by purpose through the URL, sending the filter to the server, and resets the page', async () => {
    const bodies: Record<string, unknown>[] = [];
    fakeApi({
      'blade-desk/demand-nccq/demand-purpose-tree': () => [
        { id: '1', dictKey: '01', dictValue: '耕地', icon: '', children: [] },
        { id: '2', dictKey: '04', dictValue: '林地', icon: '', children: [] },
      ],
      'blade-desk/demand-nccq/page': (body) => {
        bodies.push(body ?? {});
        return { records: [demand()], total: 30, size: 10, current: Number(body?.current ?? 1), pages: 3 };
      },
    });
    const router = renderAt('/demand?current=2&demandPurpose=abc');
    expect(await screen.findByText('求租东坡区耕地100亩', {}, { timeout: 5000 })).toBeTruthy();
    expect(bodies[0]).toEqual({ current: 2, size: 10 });
    await userEvent.click(within(await screen.findByRole('list', { name: '土地用途' })).getByText('林地'));
    await waitFor(() => expect(router.state.location.href).toBe('/demand?demandPurpose=04'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ current: 1, size: 10, demandPurpose: '04' }));
  });

  it('shows the full demand with the phone masked, and the not-found state for an unknown id', async () => {
    fakeApi({ 'blade-desk/demand-nccq/detail': () => demand() });
    renderAt('/demandDetail/42.html');
    expect(await screen.findByRole('heading', { level: 1, name: '求租东坡区耕地100亩' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.queryByText('13812345678')).toBeNull();
    expect(screen.getByText('100-200亩')).toBeTruthy();
    cleanup();
    fakeApi({ 'blade-desk/demand-nccq/detail': () => ({ $status: 404, $msg: '需求不存在' }) });
    renderAt('/demandDetail/7.html');
    expect(await screen.findByRole('heading', { name: '需求不存在或已下架' })).toBeTruthy();
  });
});
