import { msg } from '../i18n';
/** §5 "also present": e-mail address check. */
export const EMAIL_MESSAGES = { empty: msg('邮箱不能为空'), format: msg('邮箱格式不正确') } as const;

// A practical subset of RFC 5321: dot-atom local part (≤ 64), dotted host of letter/digit labels (≤ 63 each,
// no leading/trailing '-'), a top-level label of ≥ 2 letters; whole address ≤ 254. Quoted local parts and IP
// literals are refused on purpose: nobody registers with them, and they complicate every downstream system.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * @returns null for an address like 'zhang.san@example.com.cn', else 邮箱不能为空 / 邮箱格式不正确
 * @see §5 Validation rules (e-mail)
 */
export function emailError(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return EMAIL_MESSAGES.empty;
  const at = v.lastIndexOf('@');
  if (v.length > 254 || at < 1) return EMAIL_MESSAGES.format;
  const local = v.slice(0, at);
  const labels = v.slice(at + 1).split('.');
  const ok = local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l))
    && /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
  return ok ? null : EMAIL_MESSAGES.format;
}

/** True when {@link emailError} finds nothing. */
export const isEmail = (value: string | null | undefined): boolean => emailError(value) === null;
