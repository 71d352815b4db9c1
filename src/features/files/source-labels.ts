import type { CabinetFile } from '@contract/files';
import { msg, t } from '@/i18n';

/**
 * The words the exchange labels a file's source with (CabinetFile.sourceLabel: the automatic sources and own
 * uploads), marked as messages so the cabinet can show them in the active language.
 */
const SOURCE_LABELS: readonly string[] = [msg('实名认证'), msg('报名'), msg('保证金'), msg('合同'), msg('成交确认书'), msg('结算'), msg('本人上传')];

/** A file's source label in the active language; a label this list does not know is shown as the server sent it. */
export function sourceLabel(file: Pick<CabinetFile, 'sourceLabel'>): string {
  return SOURCE_LABELS.includes(file.sourceLabel) ? t(file.sourceLabel) : file.sourceLabel;
}
