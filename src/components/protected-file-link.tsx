import { BlobLink } from '@/components/blob-link';
import { downloadBlob } from '@/lib/api/upload';
import { useT } from '@/i18n';

/**
 * Opens a file the server shows to the caller only (an upload, a 成交确认书 PDF: GET `url` with the bearer header) in a
 * new tab, or downloads it as `name` when no tab can open; a refusal (404, 503) says why in a toast (see BlobLink).
 */
export function ProtectedFileLink({ url, name, label, className }: { url: string; name: string; label?: string; className?: string }) {
  const t = useT('common');
  return (
    <BlobLink
      fetchBlob={() => downloadBlob(url)} fileName={name} open label={label ?? t('查看{name}', { name })}
      className={className ?? 'text-sm text-brand-700 hover:underline'}
    >
      {label ?? t('查看')}
    </BlobLink>
  );
}
