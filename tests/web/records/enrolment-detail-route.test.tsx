// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ORDER_NO, enrolmentDetail, fakeApi, lot, renderAt } from './records-fixtures';
import { asLoggedInUser } from '../logged-in';

const PATH = 'dscq-project/enrolment/detail';

asLoggedInUser();

describe('/enrollDetail (issue 14)', () => {
  it('shows the refusal reason first, the facts, the deposit order with its link, the materials and the history', async () => {
    const calls = fakeApi({
      [PATH]: (c) =>
        c.query.id === '77'
          ? enrolmentDetail({
              state: 'refused', stateLabel: '报名未通过', refuseReason: '报名材料不清晰', bidderCode: null, orderStatus: 'refunding', orderStatusLabel: '退还中',
              history: [
                { type: 'submitted', label: '提交报名', time: '2026-11-20 10:00:00', detail: '' },
                { type: 'refused', label: '报名未通过', time: '2026-11-21 09:30:00', detail: '报名材料不清晰' },
              ],
              lot: lot({ phase: 'scheduled', phaseLabel: '未开始', currentPrice: null }),
              action: { kind: 'none', label: '', href: '' },
            })
          : { $status: 404, $msg: '报名记录不存在' },
    });
    renderAt('/enrollDetail?id=77&tab=ended');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('报名未通过：报名材料不清晰');
    expect(calls.find((c) => c.path === PATH)?.query.id).toBe('77');
    const facts = screen.getByLabelText('报名信息');
    expect(within(facts).getByText('个人报名')).toBeTruthy();
    expect(within(facts).getByText('5,000.00').nextSibling?.textContent).toBe('元');
    expect(within(facts).getByRole('link', { name: ORDER_NO }).getAttribute('href')).toBe(`/depositDetail?orderNo=${ORDER_NO}`);
    expect(within(facts).getByText('退还中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看身份证复印件' })).toBeTruthy();
    const history = screen.getByRole('region', { name: '报名记录' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '提交报名2026-11-20 10:00:00',
      '报名未通过2026-11-21 09:30:00报名材料不清晰',
    ]);
    expect(within(screen.getByRole('region', { name: '竞价情况' })).getByText('未开始')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回我的项目' }).getAttribute('href')).toBe('/myProject?tab=ended');
  });

  it("someone else's or an unknown id shows 报名记录不存在 with the way back to /myProject, never the home page", async () => {
    fakeApi({ [PATH]: () => ({ $status: 404, $msg: '报名记录不存在' }) });
    const { router } = renderAt('/enrollDetail?id=99');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('报名记录不存在');
    expect(router.state.location.pathname).toBe('/enrollDetail');
    expect(screen.getAllByRole('link', { name: '返回我的项目' }).every((a) => a.getAttribute('href') === '/myProject')).toBe(true);
  });
});
