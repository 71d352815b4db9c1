import { vi } from 'vitest';
import type { FaceSession, SealRecord } from '@contract/seal';

/** Fixtures of the seal pages' tests. */

/** The profile of a verified organisation (user 1). */
export const orgProfile = { id: '1', loginName: 'cqnongye', name: '重庆渝丰农业发展有限公司', authStatus: 3, headImg: '', phone: '138****8004', userType: 2 };

/** A seal as GET mine answers. */
export const sealRecord = (over: Partial<SealRecord> = {}): SealRecord => ({
  id: '5001', orgName: '重庆渝丰农业发展有限公司', creditCode: '91500000MA5U7K3X2C', applicantName: '王明', applicantPhoneMasked: '139****9555',
  status: 'binding', statusLabel: '待人脸核验', imageUrl: '/api/dscq-user/seal/image?id=5001', applyTime: '2026-11-21 10:00:00', boundTime: '', ...over,
});

/** A face session as faceStart answers, expiring `ttlMs` from now. */
export const faceSession = (token: string, ttlMs = 300_000, over: Partial<FaceSession> = {}): FaceSession => ({
  token, qrUrl: `http://localhost:8740/sandbox-face/${token}`, status: 'pending', statusLabel: '请使用手机扫码',
  expireAt: Date.now() + ttlMs, sealStatus: 'binding', ...over,
});

/** The upload endpoint over XHR: every file is stored at once under a 32-hex id. */
export function fakeUploads(): void {
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
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ code: 200, success: true, msg: '操作成功', data: { fileId: 'c'.repeat(32), name: file.name, size: 8, contentType: 'application/pdf', url: `/api/dscq-user/file/${'c'.repeat(32)}` } });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadXhr);
}
