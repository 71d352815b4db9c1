// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SealRecord } from '@contract/seal';
import { useSessionStore } from '@/stores/session';
import { fakeApi } from '../detail/detail-fixtures';
import { renderAt } from '../render-app';
import { fakeUploads, orgProfile, sealRecord } from './seal-fixtures';

const T = { timeout: 5000 };
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:seal', revokeObjectURL: () => undefined }));
  useSessionStore.getState().loggedIn({ baseUserId: '1', token: 'token-1', grantType: 'password' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().loggedOut();
});

describe('/contract/seal/apply', () => {
  it('checks every field before sending, then shows the generated seal waiting for the face check', async () => {
    fakeUploads();
    let stored: SealRecord | null = null;
    const applied: Array<Record<string, unknown> | undefined> = [];
    fakeApi({
      'dscq-user/user/detail': () => orgProfile,
      'dscq-user/seal/mine': () => stored,
      'dscq-user/seal/apply': (body) => {
        applied.push(body);
        stored = sealRecord();
        return stored;
      },
    });
    renderAt('/contract/seal/apply');
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: '申请电子印章' }, T);
    expect(within(form).getByText('重庆渝丰农业发展有限公司')).toBeTruthy();
    expect(screen.getByText('提交申请后生成印章预览')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('姓名不能为空')).toBeTruthy();
    expect(screen.getByText('手机号码不能为空')).toBeTruthy();
    expect(screen.getByText('请上传营业执照')).toBeTruthy();
    expect(applied).toEqual([]);

    await user.type(screen.getByLabelText(/申请人姓名/), '王明');
    await user.type(screen.getByLabelText(/申请人手机号/), '1390013');
    await user.tab();
    expect(await screen.findByText(/手机号码长度不为11位/)).toBeTruthy();
    await user.type(screen.getByLabelText(/申请人手机号/), '9555');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], '营业执照.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('请上传营业执照')).toBeNull(), T);
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    await waitFor(() => expect(applied).toEqual([{ applicantName: '王明', applicantPhone: '13900139555', licenceFileId: 'c'.repeat(32) }]), T);
    expect(await screen.findByText('申请已提交，请完成人脸核验', {}, T)).toBeTruthy();
    expect(screen.getByText('待人脸核验')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去人脸核验' }).getAttribute('href')).toBe('/contract/seal/qrcode');
  });

  it('tells a person account and an unverified organisation why they cannot apply', async () => {
    fakeApi({ 'dscq-user/user/detail': () => ({ ...orgProfile, userType: 1 }), 'dscq-user/seal/mine': () => null });
    renderAt('/contract/seal/apply');
    expect(await screen.findByText('电子印章仅供机构账号申请', {}, T)).toBeTruthy();
    cleanup();
    fakeApi({ 'dscq-user/user/detail': () => ({ ...orgProfile, authStatus: 1 }), 'dscq-user/seal/mine': () => null });
    renderAt('/contract/seal/apply');
    expect(await screen.findByText('请先完成机构实名认证', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/realNameOrg');
  });

  it('shows an active seal with the way back to the contract', async () => {
    fakeApi({ 'dscq-user/user/detail': () => orgProfile, 'dscq-user/seal/mine': () => sealRecord({ status: 'active', statusLabel: '已启用', boundTime: '2026-11-21 10:05:00' }) });
    renderAt('/contract/seal/apply?back=%2FmyContract%3Fid%3D9');
    expect(await screen.findByText('电子印章已启用', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回合同' }).getAttribute('href')).toBe('/myContract?id=9');
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });
});
