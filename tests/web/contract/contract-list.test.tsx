// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_ID, PATH, contractRow, fakeApi, page, renderAt } from './contract-fixtures';
import { asLoggedInUser } from '../logged-in';

const T = { timeout: 5000 };

asLoggedInUser();

describe('/myContract', () => {
  it('lists the contracts with price, state and what waits on me, links each to its workspace, and asks each tab for its state', async () => {
    const calls = fakeApi({
      [PATH.list]: (c) =>
        c.query.state === 'void'
          ? page([])
          : page([contractRow(), contractRow({ id: '502', contractNo: 'HT-2026-000502', price: 800, priceUnit: '元/亩/年', state: 'signed', stateLabel: '已签署', todo: '' })], 12),
    });
    const { router } = renderAt('/myContract');
    const table = await screen.findByRole('table', { name: '我的合同' }, T);
    const [, waiting, signed] = within(table).getAllByRole('row');
    expect(within(waiting).getByText('125').nextSibling?.textContent).toBe('万元');
    expect(within(waiting).getByText('待我确认')).toBeTruthy();
    expect(within(waiting).getByText('眉山市丰收农业有限公司')).toBeTruthy();
    expect(within(waiting).getByText('转让方（甲方）')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: '查看合同：HT-2026-000501' }).getAttribute('href')).toBe(`/usercenter/contract/edit?id=${CONTRACT_ID}`);
    expect(within(signed).getByText('800.00').nextSibling?.textContent).toBe('元/亩/年');
    expect(within(signed).getByLabelText('合同状态：已签署')).toBeTruthy();
    expect(calls.find((c) => c.path === PATH.list)?.query).not.toHaveProperty('state');

    await userEvent.click(screen.getByRole('tab', { name: '已作废' }));
    expect(await screen.findByText('暂无已作废的合同', {}, T)).toBeTruthy();
    expect(calls.filter((c) => c.path === PATH.list).at(-1)?.query).toMatchObject({ state: 'void', current: '1' });
    expect(router.state.location.search).toMatchObject({ state: 'void' });
  });

  it('opens on the tab of the URL and says when there is no contract at all', async () => {
    fakeApi({ [PATH.list]: () => page([]) });
    renderAt('/myContract?state=nonsense');
    expect(await screen.findByText('暂无合同：竞价成交后，交易合同会出现在这里', {}, T)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部', selected: true })).toBeTruthy();
  });
});
