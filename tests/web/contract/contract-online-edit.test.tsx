// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { CONTRACT_ID, PATH, contractDetail, fakeApi, payClause, renderAt } from './contract-fixtures';

const T = { timeout: 5000 };

// ProseMirror measures the selection to scroll it into view; jsdom does no layout.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeEach(() => {
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.getState().loggedIn({ baseUserId: '1', token: 't', grantType: 'password' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
});

/** Types at the end of the clause's editor (ProseMirror's contenteditable). */
async function typeInClause(title: string, text: string) {
  const box = await screen.findByRole('textbox', { name: `${title}内容` }, T);
  await userEvent.click(box);
  await userEvent.keyboard(text);
}

describe('/usercenter/contract/onlineEdit', () => {
  it('saves the edited clause HTML as a new version based on the version it started from', async () => {
    const calls = fakeApi({
      [PATH.detail]: () => contractDetail(),
      [PATH.edit]: (c) => contractDetail({ version: 3, clauses: [payClause(String((c.body?.clauses as Record<string, string>).payment))] }),
    });
    const { router } = renderAt(`/usercenter/contract/onlineEdit?id=${CONTRACT_ID}`);
    const save = await screen.findByRole('button', { name: '保存为新版本' }, T);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await typeInClause('第三条 价款支付', '逾期按日计息');
    await userEvent.type(screen.getByPlaceholderText('简要说明本次修改的内容（选填）'), '增加逾期条款');
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), T);
    await userEvent.click(save);

    await waitFor(() => expect(calls.some((c) => c.path === PATH.edit)).toBe(true), T);
    const body = calls.find((c) => c.path === PATH.edit)!.body!;
    expect(body).toMatchObject({ id: CONTRACT_ID, baseVersion: 2, note: '增加逾期条款' });
    expect((body.clauses as Record<string, string>).payment).toMatch(/^<p>.*逾期按日计息.*<\/p>$/);
    expect(Object.keys(body.clauses as object)).toEqual(['payment']); // only negotiable clauses are sent
    await waitFor(() => expect(router.state.location.pathname).toBe('/usercenter/contract/edit'), T);
  });

  it('on 409 says someone saved first, keeps the text, and offers to compare and to reload the latest version', async () => {
    let latest = 2;
    fakeApi({
      [PATH.detail]: () => contractDetail({ version: latest }),
      [PATH.edit]: () => {
        latest = 3;
        return { $status: 409, $msg: '合同已有新的版本，请刷新后再修改' };
      },
    });
    renderAt(`/usercenter/contract/onlineEdit?id=${CONTRACT_ID}`);
    await typeInClause('第三条 价款支付', '新增内容');
    await userEvent.click(await screen.findByRole('button', { name: '保存为新版本' }));

    expect(await screen.findByText('保存失败：合同已有新的版本，请刷新后再修改', {}, T)).toBeTruthy();
    const compare = await screen.findByRole('link', { name: '在新窗口对比第 2 版与第 3 版' }, T);
    expect(compare.getAttribute('href')).toBe(`/usercenter/contract/edit?id=${CONTRACT_ID}&from=2&to=3`);
    expect(screen.getByRole('textbox', { name: '第三条 价款支付内容' }).textContent).toContain('新增内容');
    expect((screen.getByRole('button', { name: '保存为新版本' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '重新加载最新版本（放弃本次修改）' }));
    await waitFor(() => expect(screen.queryByText(/保存失败/)).toBeNull(), T);
    expect(screen.getByText(/正在编辑第 3 版/)).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: '第三条 价款支付内容' }, T)).textContent).not.toContain('新增内容');
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    fakeApi({ [PATH.detail]: () => contractDetail() });
    const { router } = renderAt(`/usercenter/contract/onlineEdit?id=${CONTRACT_ID}`);
    await typeInClause('第三条 价款支付', '未保存的修改');
    void router.navigate({ href: '/myContract' });
    const dialog = await screen.findByRole('alertdialog', { name: '离开在线编辑？' }, T);
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), T);
    expect(router.state.location.pathname).toBe('/usercenter/contract/onlineEdit');
    expect(screen.getByRole('textbox', { name: '第三条 价款支付内容' }).textContent).toContain('未保存的修改');

    void router.navigate({ href: '/myContract' });
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, T)).getByRole('button', { name: '仍然离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myContract'), T);
  });

  it('shows why editing is closed once the text is frozen', async () => {
    fakeApi({ [PATH.detail]: () => contractDetail({ state: 'awaiting_signature', stateLabel: '待签署', actions: { ...contractDetail().actions, edit: false, reasons: { edit: '双方已确认，合同已定稿' } } }) });
    renderAt(`/usercenter/contract/onlineEdit?id=${CONTRACT_ID}`);
    expect(await screen.findByText('双方已确认，合同已定稿', {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存为新版本' })).toBeNull();
  });
});
