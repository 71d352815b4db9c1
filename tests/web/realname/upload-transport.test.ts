// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@contract/realname';
import { useSessionStore } from '@/stores/session';
import { uploadFile } from '@/lib/api/upload';
import { setUnauthorizedHandler } from '@/lib/api/error-policy';
import { uploadDocument } from '@/features/realname/realname.queries';

/** A stand-in XMLHttpRequest that records the request and lets the test drive progress and answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: ((e?: unknown) => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useSessionStore.getState().loggedIn({ baseUserId: '1001', token: 'at-9', grantType: 'password' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().loggedOut();
});

describe('uploadFile (multipart over XHR, §7 headers, §8 answers)', () => {
  it('sends the file with the client id and bearer token, reports progress and resolves the data', async () => {
    const progress: number[] = [];
    const file = new File(['png'], 'front.png', { type: 'image/png' });
    const done = uploadFile<{ fileId: string }>('dscq-user/file/upload', file, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/dscq-user/file/upload');
    expect(xhr.headers).toMatchObject({ 'Client-Id': 'nccq-web', 'Blade-Auth': 'bearer at-9' });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, { code: 200, success: true, data: { fileId: 'a'.repeat(32) }, msg: '操作成功' });
    await expect(done).resolves.toEqual({ fileId: 'a'.repeat(32) });
    expect(progress).toEqual([25, 100]);
  });

  it("rejects with the server's message when it refuses the content", async () => {
    const done = uploadFile('dscq-user/file/upload', new File(['x'], 'a.png', { type: 'image/png' }));
    FakeXhr.last.answer(400, { code: 400, success: false, data: null, msg: UPLOAD_MESSAGES.badType });
    await expect(done).rejects.toMatchObject({ message: UPLOAD_MESSAGES.badType, status: 400 });
  });

  it('logs out on a 401 like every other call', async () => {
    setUnauthorizedHandler(() => undefined);
    // The app's upload (the transport maps the answer; the error policy ends the session).
    const done = uploadDocument(new File(['x'], 'a.png', { type: 'image/png' }), () => undefined, new AbortController().signal);
    FakeXhr.last.answer(401, { code: 401, success: false, data: null, msg: '请求未授权' });
    await expect(done).rejects.toMatchObject({ code: 401 });
    expect(useSessionStore.getState().baseUserId).toBeUndefined();
  });

  it('rejects as aborted when the caller cancels', async () => {
    const controller = new AbortController();
    const done = uploadFile('dscq-user/file/upload', new File(['x'], 'a.png', { type: 'image/png' }), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
  });
});
