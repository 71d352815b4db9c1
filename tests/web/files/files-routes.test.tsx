// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CabinetFile, CabinetOverview } from '@contract/files';
import { fakeApi, page, renderAt } from '../records/records-fixtures';
import { asLoggedInUser } from '../logged-in';

const OVERVIEW = 'dscq-user/files/overview';
const LIST = 'dscq-user/files/list';
const REMOVE = 'dscq-user/files/remove';
const T = { timeout: 5000 };
const MB = 1024 * 1024;

const file = (over: Partial<CabinetFile> = {}): CabinetFile => ({
  id: 'a'.repeat(32), name: '竞买申请书.pdf', folder: 'enrolment', group: '0123456789abcdef0123456789abcdef', groupName: '东坡区土地承包经营权出租',
  contentType: 'application/pdf', size: 1536, source: 'auto', sourceLabel: '报名', time: '2026-11-24 12:49:00',
  url: `/api/dscq-user/files/download/${'a'.repeat(32)}`, deletable: false, ...over,
});
const own = file({ id: 'b'.repeat(32), name: '宅基地照片.png', folder: 'upload', group: '', groupName: '', contentType: 'image/png', source: 'upload', sourceLabel: '本人上传', deletable: true });

const overview = (over: Partial<CabinetOverview> = {}): CabinetOverview => ({
  folders: [
    { code: 'realname', name: '实名认证材料', count: 2, size: 300 * 1024 },
    { code: 'enrolment', name: '报名材料', count: 12, size: 3 * MB / 2 },
    { code: 'payment', name: '缴款凭证', count: 0, size: 0 },
    { code: 'contract', name: '合同与成交确认书', count: 0, size: 0 },
    { code: 'upload', name: '我的上传', count: 1, size: 1536 },
  ],
  quota: { usedBytes: 3 * MB / 2, limitBytes: 200 * MB },
  latest: [own, file()],
  ...over,
});

/** An XMLHttpRequest whose upload the server refuses with `msg` (HTTP 400, envelope code 400). */
class RefusedUploadXhr {
  static msg = '';
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    setTimeout(() => {
      this.status = 400;
      this.responseText = JSON.stringify({ code: 400, success: false, data: null, msg: RefusedUploadXhr.msg });
      this.onload?.();
    }, 0);
  }
}

asLoggedInUser();

describe('/myFiles', () => {
  it('shows every folder with its file count and size, each opening the folder, and the storage used', async () => {
    fakeApi({ [OVERVIEW]: () => overview() });
    renderAt('/myFiles');
    const folders = await screen.findByRole('list', { name: '文件夹' }, T);
    const enrolment = within(folders).getByRole('link', { name: /报名材料/ });
    expect(enrolment.textContent).toContain('12 个文件 · 1.5 MB');
    expect(enrolment.getAttribute('href')).toBe('/usercenter/files/children?folder=enrolment');
    expect(within(folders).getByRole('link', { name: /实名认证材料/ }).textContent).toContain('2 个文件 · 300 KB');
    expect(within(folders).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText('已用 1.5 MB / 200 MB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '存储空间使用量' }).getAttribute('aria-valuenow')).toBe('1');
  });

  it('shows the server\'s refusal of an upload over the quota under the button', async () => {
    RefusedUploadXhr.msg = '存储空间不足：已用 199.5 MB，上限 200 MB，请删除不需要的文件后再上传';
    vi.stubGlobal('XMLHttpRequest', RefusedUploadXhr);
    fakeApi({ [OVERVIEW]: () => overview() });
    renderAt('/myFiles');
    await screen.findByRole('list', { name: '文件夹' }, T);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], '合同.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert', {}, T)).textContent).toBe(RefusedUploadXhr.msg);
    expect(screen.getByRole('button', { name: /上传文件/ }).hasAttribute('disabled')).toBe(false);
  });
});

describe('/usercenter/files/children', () => {
  it('shows the folder in the trail, its projects leading to their files, and the files without a project', async () => {
    fakeApi({
      'dscq-user/files/children': (c) => ({
        folder: { code: c.query.folder, name: '报名材料', count: 4, size: 6000 },
        groups: [{ id: file().group, name: '东坡区土地承包经营权出租', count: 3, latestTime: '2026-11-24 12:49:00' }],
        files: [file({ id: 'c'.repeat(32), name: '其他材料.pdf', group: '', groupName: '' })],
      }),
    });
    renderAt('/usercenter/files/children?folder=enrolment');
    const project = await screen.findByRole('link', { name: /东坡区土地承包经营权出租/ }, T);
    expect(project.textContent).toContain('3 个文件');
    expect(project.getAttribute('href')).toBe(`/usercenter/files/list?folder=enrolment&group=${file().group}`);
    const trail = screen.getByRole('navigation', { name: '文件位置' });
    expect(within(trail).getByRole('link', { name: '我的文件' }).getAttribute('href')).toBe('/myFiles');
    expect(within(trail).getByText('报名材料').getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('table', { name: '报名材料的文件' })).getByText('其他材料.pdf')).toBeTruthy();
  });
});

describe('/usercenter/files/list', () => {
  it('puts a search into the URL and asks the server for it from page 1', async () => {
    const calls = fakeApi({ [LIST]: (c) => (c.query.q ? page([]) : page([file()], 25)) });
    const { router } = renderAt('/usercenter/files/list?folder=enrolment&current=2');
    await screen.findByRole('table', { name: '文件列表' }, T);
    await userEvent.type(screen.getByRole('searchbox', { name: '按文件名搜索' }), '承诺书{Enter}');
    expect(await screen.findByText('没有名称包含“承诺书”的文件', {}, T)).toBeTruthy();
    expect(router.state.location.search).toEqual({ folder: 'enrolment', q: '承诺书' });
    expect(calls.filter((c) => c.path === LIST).at(-1)?.query).toMatchObject({ folder: 'enrolment', q: '承诺书', current: '1' });
  });

  it('asks before deleting an own upload and deletes only once confirmed; filed documents cannot be deleted', async () => {
    const calls = fakeApi({ [LIST]: () => page([own, file()]), [REMOVE]: () => null });
    renderAt('/usercenter/files/list');
    const table = await screen.findByRole('table', { name: '文件列表' }, T);
    expect(within(table).queryByRole('button', { name: '删除：竞买申请书.pdf' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: '删除：宅基地照片.png' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' }, T);
    expect(dialog.textContent).toContain('宅基地照片.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls.some((c) => c.path === REMOVE)).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: '删除：宅基地照片.png' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, T)).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.filter((c) => c.path === REMOVE).map((c) => c.body)).toEqual([{ id: own.id }]), T);
  });
});
