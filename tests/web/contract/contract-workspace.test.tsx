// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_ID, PATH, contractDetail, fakeApi, fixedClause, payClause, renderAt, versionItem } from './contract-fixtures';
import { asLoggedInUser } from '../logged-in';

const T = { timeout: 5000 };

asLoggedInUser();

describe('/usercenter/contract/edit', () => {
  it('shows the parties, facts, clauses and history; allowed actions lead to their pages, disabled ones say why', async () => {
    fakeApi({ [PATH.detail]: () => contractDetail(), [PATH.versions]: () => [versionItem(1)] });
    renderAt(`/usercenter/contract/edit?id=${CONTRACT_ID}`);
    const actions = await screen.findByRole('list', { name: '合同操作' }, T);
    expect(within(actions).getByRole('link', { name: '在线编辑' }).getAttribute('href')).toBe(`/usercenter/contract/onlineEdit?id=${CONTRACT_ID}`);
    expect(within(actions).getByRole('link', { name: '确认合同' }).getAttribute('href')).toBe(`/usercenter/contract/confirm?id=${CONTRACT_ID}`);
    expect(within(actions).getByRole('link', { name: '签署人' }).getAttribute('href')).toBe(`/usercenter/contract/signatoryList?id=${CONTRACT_ID}`);
    const sign = within(actions).getByRole('button', { name: '签署' });
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    expect(sign.getAttribute('aria-describedby') && document.getElementById(sign.getAttribute('aria-describedby')!)?.textContent).toBe('双方确认合同后才能签署');
    expect((within(actions).getByRole('button', { name: '下载合同 PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(actions).getByText('合同签署完成后才能下载')).toBeTruthy();

    const parties = screen.getByRole('list', { name: '合同双方' });
    expect(within(parties).getByRole('listitem', { name: '转让方（甲方）' }).textContent).toContain('已确认第 2 版');
    expect(within(parties).getByRole('listitem', { name: '转让方（甲方）' }).textContent).toContain('已启用');
    expect(within(parties).getByRole('listitem', { name: '受让方（乙方）' }).textContent).toContain('我方');
    expect(within(parties).getByRole('listitem', { name: '受让方（乙方）' }).textContent).toContain('待确认');
    expect(within(screen.getByRole('region', { name: '合同要素' })).getByText('125 万元')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '合同条款' })).getByText('乙方应于合同签订之日起30日内支付全部价款。')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '合同记录' })).getByText('甲方修改合同')).toBeTruthy();
    expect(await screen.findByText('目前只有一个版本，修改后可在此对比各版本的差异。', {}, T)).toBeTruthy();
  });

  it('says 合同不存在 for an unknown or malformed id', async () => {
    fakeApi({ [PATH.detail]: () => ({ $status: 404, $msg: '合同不存在' }) });
    renderAt('/usercenter/contract/edit?id=999');
    expect(await screen.findByRole('alert', {}, T)).toHaveProperty('textContent', '合同不存在');
    cleanup();
    renderAt('/usercenter/contract/edit?id=abc');
    expect(await screen.findByText('合同不存在', {}, T)).toBeTruthy();
  });

  it('compares two versions and highlights the sentence inserted into a clause', async () => {
    const added = '逾期每日按未付价款的万分之五支付违约金。';
    const calls = fakeApi({
      [PATH.detail]: () => contractDetail(),
      [PATH.versions]: () => [versionItem(2, { note: '增加违约责任' }), versionItem(1)],
      [PATH.version]: (c) =>
        c.query.version === '2'
          ? { ...versionItem(2), clauses: [fixedClause, payClause(`<p>乙方应于合同签订之日起30日内支付全部价款。${added}</p>`)] }
          : { ...versionItem(1), clauses: [fixedClause, payClause()] },
    });
    renderAt(`/usercenter/contract/edit?id=${CONTRACT_ID}`);
    const diffs = await screen.findByRole('list', { name: '条款差异' }, T);
    const pay = within(diffs).getByRole('listitem', { name: '第三条 价款支付' });
    expect(pay.querySelector('ins')?.textContent).toBe(added);
    expect(pay.querySelector('del')).toBeNull();
    expect(within(pay).getByText('有修改')).toBeTruthy();
    expect(within(within(diffs).getByRole('listitem', { name: '第一条 流转标的' })).getByText('未修改')).toBeTruthy();
    expect(calls.filter((c) => c.path === PATH.version).map((c) => c.query.version).sort()).toEqual(['1', '2']);
    expect(screen.getByText('增加违约责任').parentElement?.textContent).toBe('修改说明：增加违约责任');

    // The same version on both sides compares nothing.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '旧版本' }), '2');
    expect(await screen.findByText('请选择两个不同的版本进行对比。', {}, T)).toBeTruthy();
  });
});
