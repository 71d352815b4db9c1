import { useState } from 'react';
import { UserRound } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { imageUrl } from '@/lib/env';
import { useT } from '@/i18n';

/**
 * The account's round avatar (headImg is meant to be publicly readable, so a plain <img>), or a
 * person icon — also when the image cannot be loaded, so a broken picture never shows.
 */
export function MemberAvatar({ headImg, className }: { headImg?: string; className?: string }) {
  const t = useT('member');
  const src = imageUrl(headImg);
  const [failed, setFailed] = useState('');
  return (
    <span className={cn('grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-brand-600', className)}>
      {src && failed !== src ? (
        <img src={src} alt={t('用户头像')} className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <UserRound role="img" aria-label={t('默认头像')} className="size-1/2" />
      )}
    </span>
  );
}
