import { ClipboardList, FileImage, FileSignature, FileText, IdCard, Receipt, Upload, type LucideIcon } from 'lucide-react';
import type { CabinetFolder } from '@contract/files-paths';
import { cn } from '@/components/ui/cn';

const FOLDER_ICONS: Record<CabinetFolder, LucideIcon> = {
  realname: IdCard, enrolment: ClipboardList, payment: Receipt, contract: FileSignature, upload: Upload,
};

/** The icon of a cabinet folder (decorative: the folder's name is always next to it). */
export function FolderIcon({ folder, className }: { folder: CabinetFolder; className?: string }) {
  const Icon = FOLDER_ICONS[folder];
  return <Icon aria-hidden className={cn('size-6', className)} />;
}

/** A picture for images, a page for anything else (PDF). */
export function FileTypeIcon({ contentType, className }: { contentType: string; className?: string }) {
  const Icon = contentType.startsWith('image/') ? FileImage : FileText;
  return <Icon aria-hidden className={cn('size-4 shrink-0 text-brand-600', className)} />;
}

/** Whether the portal can show the file itself (image or PDF) rather than only offer it as a download. */
export const canPreview = (contentType: string) => contentType.startsWith('image/') || contentType === 'application/pdf';
