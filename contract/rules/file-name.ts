import { msg } from '../i18n';
/**
 * §5 "also present": special characters in file names. Windows forbids \ / : * ? " < > | in a file name, so an
 * upload or a renamed file carrying one cannot be saved back by the user who downloads it.
 */
export const FILE_NAME_FORBIDDEN = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;

export const FILE_NAME_MESSAGES = {
  empty: msg('文件名不能为空'),
  forbidden: msg('文件名不能包含下列字符：\\ / : * ? " < > |'),
  tooLong: msg('文件名不能超过255个字符'),
} as const;

/** True when `name` holds one of {@link FILE_NAME_FORBIDDEN}. */
export const hasFileNameSpecialChars = (name: string | null | undefined): boolean =>
  /[\\/:*?"<>|]/.test(name ?? '');

/**
 * @returns null for a usable file name, else 文件名不能为空 / 文件名不能包含下列字符：… / 文件名不能超过255个字符
 * @see §5 Validation rules (special characters in file names)
 */
export function fileNameError(name: string | null | undefined): string | null {
  const v = (name ?? '').trim();
  if (!v) return FILE_NAME_MESSAGES.empty;
  if (hasFileNameSpecialChars(v)) return FILE_NAME_MESSAGES.forbidden;
  return Array.from(v).length > 255 ? FILE_NAME_MESSAGES.tooLong : null;
}
