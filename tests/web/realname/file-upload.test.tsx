// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@contract/realname';
import { FileUpload, type UploadedFile, type UploadFn } from '@/components/ui/file-upload';
import type { FileRules } from '@/components/ui/file-check';

const RULES: FileRules = {
  accept: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: UPLOAD_MAX_BYTES,
  messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, badType: UPLOAD_MESSAGES.badType },
};
const IMAGES: FileRules = { ...RULES, accept: ['image/jpeg', 'image/png'], messages: { ...RULES.messages, badType: UPLOAD_MESSAGES.imageOnly } };

function bigFile(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** An upload the test finishes by hand; `progress` reports a percentage. */
function controlledUpload() {
  let progress: (p: number) => void = () => {};
  let finish: (v: UploadedFile) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const upload = vi.fn<UploadFn>((_file, onProgress) => {
    progress = onProgress;
    return new Promise<UploadedFile>((res, rej) => {
      finish = res;
      fail = rej;
    });
  });
  return { upload, progress: (p: number) => progress(p), finish: (v: UploadedFile) => finish(v), fail: (e: Error) => fail(e) };
}

function Harness({ upload, rules = RULES, onChange = () => {} }: { upload: UploadFn; rules?: FileRules; onChange?: (f: UploadedFile | null) => void }) {
  return <FileUpload label="营业执照" value={null} onChange={onChange} upload={upload} rules={rules} />;
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('file upload (client-side check, progress, preview)', () => {
  const pick = (file: File) => userEvent.upload(screen.getByLabelText('选择营业执照文件'), file, { applyAccept: false });

  it('refuses a wrong type before sending anything', async () => {
    const { upload } = controlledUpload();
    render(<Harness upload={upload} rules={IMAGES} />);
    await pick(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.imageOnly)).toBeTruthy();
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(UPLOAD_MESSAGES.imageOnly);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const { upload } = controlledUpload();
    render(<Harness upload={upload} />);
    await pick(bigFile('scan.png', 'image/png', UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByText('文件不能超过5MB')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('previews an image, shows progress in %, then the stored file', async () => {
    const u = controlledUpload();
    const onChange = vi.fn();
    render(<Harness upload={u.upload} onChange={onChange} />);
    await pick(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' }));
    expect(u.upload).toHaveBeenCalledTimes(1);
    expect((screen.getByAltText('front.png 预览') as HTMLImageElement).src).toBe('blob:preview-1');
    u.progress(40);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '营业执照上传进度' }).getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('40%')).toBeTruthy();
    u.finish({ fileId: 'f'.repeat(32), name: 'front.png', contentType: 'image/png' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ fileId: 'f'.repeat(32), name: 'front.png', contentType: 'image/png' }));
  });

  it('shows a PDF icon, and the server message when the server refuses the content', async () => {
    const u = controlledUpload();
    render(<Harness upload={u.upload} />);
    await pick(new File(['not really a pdf'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('PDF 文件')).toBeTruthy();
    u.fail(new Error(UPLOAD_MESSAGES.badType));
    expect(await screen.findByText(UPLOAD_MESSAGES.badType)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels an upload in flight without a message', async () => {
    const u = controlledUpload();
    render(<Harness upload={u.upload} />);
    await pick(new File(['x'], 'front.jpg', { type: 'image/jpeg' }));
    const signal = u.upload.mock.calls[0][2];
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(signal.aborted).toBe(true);
    u.fail(Object.assign(new Error('上传已取消'), { kind: 'aborted' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /点击或拖拽上传营业执照/ })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
