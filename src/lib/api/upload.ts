import { REQUEST_TIMEOUT_MS } from '@contract/constants';
import { env } from '@/lib/env';
import { msg, t } from '@/i18n/i18n';
import { ApiError, languageHeaders, MSG_NETWORK, MSG_TIMEOUT, settleAnswer } from './client';
import { authHeaders } from './auth-headers';
import { resolveUrl } from './url';

const MSG_UPLOAD_CANCELLED = msg('上传已取消');
const MSG_FILE_FAILED = msg('文件加载失败');

/** Options of {@link uploadFile}. */
export interface UploadOptions {
  /** Multipart part name; the exchange server reads `file`. */
  fieldName?: string;
  /** Whole percent 0–100 of the body sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * POSTs one file as multipart/form-data with upload progress (fetch cannot report request-body
 * progress, hence XMLHttpRequest). Same identity headers and §8 answer mapping as the JSON client;
 * resolves with the envelope's data. Shows nothing itself: an upload field shows the message under
 * itself, and its mutation's policy ends the session on a 401 (components/ui/use-file-upload.ts).
 *
 * The §9 15 s timeout counts from the last progress event rather than from the start: a 5 MB
 * photo on a rural mobile connection may well take longer than 15 s in total while still moving.
 * @param url relative to the api base, e.g. 'dscq-user/file/upload'
 * @throws ApiError kind 'http' (server refusal, message = its msg), 'network', 'timeout' or 'aborted'
 */
export function uploadFile<T>(url: string, file: File, opts: UploadOptions = {}): Promise<T> {
  const { fieldName = 'file', onProgress, signal } = opts;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const armTimeout = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const onAbortSignal = () => xhr.abort();
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbortSignal);
    };

    xhr.open('POST', resolveUrl(url, env.apiBase, env.bidBase));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...languageHeaders(), ...authHeaders() })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      armTimeout();
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      finish();
      try {
        resolve(settleAnswer<T>(url, xhr.status, parse(xhr.responseText)));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError(t(MSG_NETWORK), { kind: 'network' }));
    };
    xhr.onabort = () => {
      finish();
      reject(timedOut ? new ApiError(t(MSG_TIMEOUT), { kind: 'timeout' }) : new ApiError(t(MSG_UPLOAD_CANCELLED), { kind: 'aborted' }));
    };

    if (signal?.aborted) {
      xhr.onabort(new ProgressEvent('abort'));
      return;
    }
    signal?.addEventListener('abort', onAbortSignal);
    const body = new FormData();
    body.append(fieldName, file, file.name);
    armTimeout();
    xhr.send(body);
  });
}

/**
 * The bytes of an owner-only file (an identity document, GET dscq-user/file/<id>) as a Blob: an
 * `<img src>` cannot send the bearer header, so previews fetch first and show an object URL.
 * @throws ApiError when the server refuses (404 文件不存在 for someone else's file) or no answer came
 */
export async function downloadBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(resolveUrl(url, env.apiBase, env.bidBase), { headers: { ...languageHeaders(), ...authHeaders() }, signal, credentials: 'same-origin' });
  } catch {
    throw new ApiError(t(MSG_NETWORK), { kind: signal?.aborted ? 'aborted' : 'network' });
  }
  if (res.ok && !(res.headers.get('Content-Type') ?? '').includes('json')) return res.blob();
  // A refusal arrives as the JSON envelope: map it like any other answer (a 401 is category 'session').
  const text = await res.text();
  settleAnswer(url, res.status, parse(text));
  throw new ApiError(t(MSG_FILE_FAILED), { status: res.status });
}
