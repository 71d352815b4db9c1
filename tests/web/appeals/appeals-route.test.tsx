// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealDetail, AppealItem, AppealSubject } from '@contract/appeals';
import { useSessionStore } from '@/stores/session';
import { authServer, userDetail, type AuthCall } from '../auth/auth-fake-server';
import { renderAt } from '../render-app';

const item = (over: Partial<AppealItem> = {}): AppealItem => ({
  id: '7001', subjectType: 'deposit', subjectTypeLabel: '保证金处理', subjectId: 'BZJ000000000000000001',
  subjectTitle: '彭州市 120 亩耕地 保证金（订单 BZJ000000000000000001）已退还', summary: '退还金额不对', status: 'answered',
  statusLabel: '已答复', createTime: '2026-11-20 09:00:00', answerTime: '2026-11-21 10:00:00', ...over,
});
const detail = (over: Partial<AppealDetail> = {}): AppealDetail => ({
  ...item(), content: '保证金退还金额与缴纳金额不一致，请核实。', answer: '经核实，差额为银行手续费，已退回。', closeTime: '',
  attachments: [{ fileId: 'a'.repeat(32), name: '转账回单.pdf', url: `/api/dscq-user/file/${'a'.repeat(32)}`, contentType: 'application/pdf' }],
  ...over,
});
const page = (records: AppealItem[], total = records.length) => ({ records, total, size: 10, current: 1, pages: Math.ceil(total / 10) });
const subjects: AppealSubject[] = [
  { subjectType: 'realname', subjectTypeLabel: '实名认证驳回', subjectId: '9001', title: '个人实名认证（张三）被驳回：证件照片不清晰', time: '2026-11-19 10:00:00', open: false },
  { subjectType: 'lot', subjectTypeLabel: '竞价结果', subjectId: 'f'.repeat(32), title: '鱼塘经营权出租（竞买号 A001）未竞得', time: '2026-11-18 10:00:00', open: true },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-1', grantType: 'password', userInfo: { loginName: 'zhangsan01', authStatus: 3 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = (calls: AuthCall[]) => calls.filter((c) => c.path === 'dscq-user/appeal/list');

/** The upload endpoint over XHR: every file is stored at once under a new 32-hex id (`stored` lists them). */
function fakeUploads() {
  const stored: string[] = [];
  class UploadXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() { this.onabort?.(); }
    send(body: FormData) {
      const file = body.get('file') as File;
      const fileId = String(stored.length + 1).padStart(32, 'c');
      stored.push(fileId);
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ code: 200, success: true, msg: '操作成功', data: { fileId, name: file.name, size: 8, contentType: 'application/pdf', url: `/api/dscq-user/file/${fileId}` } });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
  return stored;
}

describe('/shensuRecord (申诉记录)', () => {
  it('lists the appeals with their state, switches tabs through the URL and opens the detail named by ?id=', async () => {
    const calls = authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/appeal/list': (c) => ({ data: c.query.get('status') === 'closed' ? page([]) : page([item(), item({ id: '7002', status: 'submitted', statusLabel: '处理中', answerTime: '' })]) }),
      'dscq-user/appeal/detail': (c) => ({ data: detail({ id: c.query.get('id')! }) }),
    });
    const router = renderAt('/shensuRecord?id=7001');
    const dialog = await screen.findByRole('dialog', { name: '申诉详情' });
    expect(await within(dialog).findByText('经核实，差额为银行手续费，已退回。')).toBeTruthy();
    expect(within(dialog).getByText('保证金退还金额与缴纳金额不一致，请核实。')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /转账回单\.pdf/ })).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('id'));

    const table = screen.getByRole('table', { name: '申诉记录' });
    expect(within(table).getAllByText('已答复').length).toBeGreaterThan(0);
    expect(within(table).getByText('处理中')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '已办结' }));
    expect(await screen.findByText('暂无申诉记录')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ status: 'closed' });
    expect(listCalls(calls).at(-1)!.query.get('status')).toBe('closed');
  });

  it('says when the list cannot be loaded', async () => {
    authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/appeal/list': () => ({ raw: { status: 500, body: { code: 500, success: false, data: null, msg: '服务器内部错误' } } }),
    });
    renderAt('/shensuRecord');
    expect(await screen.findByText('申诉记录加载失败', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('files an appeal: validation messages, only subjects without an open appeal, then the filed appeal opens', async () => {
    const filed = detail({ id: '7009', subjectType: 'realname', subjectId: '9001', status: 'submitted', statusLabel: '处理中', answer: '', answerTime: '', attachments: [] });
    const calls = authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/appeal/list': () => ({ data: page([]) }),
      'dscq-user/appeal/subjects': () => ({ data: subjects }),
      'dscq-user/appeal/submit': () => ({ data: filed }),
      'dscq-user/appeal/detail': () => ({ data: filed }),
    });
    const router = renderAt('/shensuRecord');
    expect(await screen.findByText('暂无申诉记录')).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '我要申诉' }));
    const form = await screen.findByRole('form', { name: '我要申诉' });
    const select = await within(form).findByLabelText('申诉事项');
    // The lot has an appeal 处理中: it cannot be picked again.
    expect(within(select).queryByText(/鱼塘/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: '提交申诉' }));
    expect(await within(form).findByText('请选择申诉事项', { selector: 'p' })).toBeTruthy();
    expect(calls.some((c) => c.path === 'dscq-user/appeal/submit')).toBe(false);

    await user.selectOptions(select, 'realname:9001');
    await user.type(within(form).getByLabelText('申诉理由'), '照片已重拍');
    expect(await within(form).findByText('申诉理由不能少于10个字')).toBeTruthy();
    expect(within(form).getByText('5/2000')).toBeTruthy();
    await user.type(within(form).getByLabelText('申诉理由'), '，请重新审核我的实名认证。');
    await waitFor(() => expect(within(form).queryByText('申诉理由不能少于10个字')).toBeNull());
    await user.click(within(form).getByRole('button', { name: '提交申诉' }));

    await waitFor(() => expect(calls.find((c) => c.path === 'dscq-user/appeal/submit')?.body).toEqual({
      subjectType: 'realname', subjectId: '9001', content: '照片已重拍，请重新审核我的实名认证。', attachments: [],
    }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ id: '7009' }));
    expect(await screen.findByRole('dialog', { name: '申诉详情' })).toBeTruthy();
    expect(screen.getByText('申诉处理中，交易所答复后将通过站内消息通知您。')).toBeTruthy();
  });

  it('attaches up to 5 files, lets one be removed, and sends the ids of those kept', async () => {
    const stored = fakeUploads();
    const filed = detail({ id: '7010', status: 'submitted', statusLabel: '处理中', answer: '', answerTime: '' });
    const calls = authServer({
      'dscq-user/user/detail': () => ({ data: userDetail }),
      'dscq-user/appeal/list': () => ({ data: page([]) }),
      'dscq-user/appeal/subjects': () => ({ data: subjects }),
      'dscq-user/appeal/submit': () => ({ data: filed }),
      'dscq-user/appeal/detail': () => ({ data: filed }),
    });
    renderAt('/shensuRecord');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '我要申诉' }));
    const form = await screen.findByRole('form', { name: '我要申诉' });
    await user.selectOptions(await within(form).findByLabelText('申诉事项'), 'realname:9001');
    await user.type(within(form).getByLabelText('申诉理由'), '照片已重拍，请重新审核我的实名认证。');
    for (let i = 1; i <= 5; i += 1) {
      await user.upload(within(form).getByLabelText('选择申诉材料文件'), new File(['%PDF-1.4'], `材料${i}.pdf`, { type: 'application/pdf' }));
      expect(await within(form).findByText(`材料${i}.pdf`)).toBeTruthy();
    }
    // Five attached: no field to add a sixth.
    expect(within(form).queryByLabelText('选择申诉材料文件')).toBeNull();
    expect(within(form).getByText(/5\/5/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '删除材料2.pdf' }));
    expect(within(form).getByLabelText('选择申诉材料文件')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'dscq-user/appeal/submit')?.body?.attachments)
      .toEqual([stored[0], stored[2], stored[3], stored[4]]));
  });
});
