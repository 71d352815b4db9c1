import { FileText, ImageIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';

/**
 * The preview square of an uploaded or uploading file: the image itself when a `src` is known,
 * a PDF icon for PDFs, a neutral image icon while an image preview is not available.
 */
export function FileThumb({ src, contentType, name, className }: { src?: string; contentType: string; name: string; className?: string }) {
  const t = useT('common');
  const box = cn('grid size-24 shrink-0 place-items-center overflow-hidden rounded-control border border-line bg-canvas sm:size-28', className);
  if (contentType === 'application/pdf') {
    return (
      <span className={cn(box, 'text-price')} title={name}>
        <FileText aria-hidden className="size-10" strokeWidth={1.5} />
        <span className="sr-only">{t('PDF 文件')}</span>
      </span>
    );
  }
  if (!src) {
    return (
      <span className={cn(box, 'text-muted')} title={name}>
        <ImageIcon aria-hidden className="size-9" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <span className={box}>
      <img src={src} alt={t('{name} 预览', { name })} className="size-full object-contain" />
    </span>
  );
}
